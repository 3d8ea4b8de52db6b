import { z } from 'zod';

/**
 * The home page's ZIP box (spec 2.3): the nearest free options for a ZIP code, with no sign-in
 * (GET /api/free-legal-help). The message is the page's own text; the server also checks that a
 * place has the ZIP code, and its message shows on the same field.
 */
export const zipSearchSchema = (invalidZip: string) => z.object({ zipCode: z.string().trim().regex(/^\d{5}$/, invalidZip) });
export type ZipSearch = z.infer<ReturnType<typeof zipSearchSchema>>;
