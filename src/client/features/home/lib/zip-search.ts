import { z } from 'zod';

/**
 * The home page's ZIP box (spec 2.3) opens resource matching for a ZIP code. No API takes it, so
 * its one rule lives here; the message is the page's own text.
 */
export const zipSearchSchema = (invalidZip: string) => z.object({ zip: z.string().trim().regex(/^\d{5}$/, invalidZip) });
export type ZipSearch = z.infer<ReturnType<typeof zipSearchSchema>>;
