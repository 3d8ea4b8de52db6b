import { z } from 'zod';
import type { FigureSourceNote } from '../law/legal-text.ts';

/** One line of a page's figure footnote (describeFigureSources), as public reads send it. */
export const figureSourceNoteSchema = z.object({
  figures: z.array(z.string()),
  figuresText: z.string(),
  effectiveDate: z.string(),
  effectiveDateText: z.string(),
  officialSource: z.string(),
}) satisfies z.ZodType<FigureSourceNote>;

/**
 * The footnote of the legal figures a public text prints through {{tokens}}, filled in when it is
 * served. Admin reads of the stored text (tokens intact) have none.
 */
export const figureSourcesField = z.array(figureSourceNoteSchema).optional();
