import { z } from 'zod';

/**
 * Deleting the account asks for the confirmation word first (nothing can be recovered). The API
 * takes no body, so the rule lives beside the form.
 */
export const deleteConfirmationSchema = (word: string, message: string) =>
  z.object({ confirm: z.string().refine((typed) => typed.trim() === word, message) });
export type DeleteConfirmation = z.infer<ReturnType<typeof deleteConfirmationSchema>>;
