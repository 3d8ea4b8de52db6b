import { HOW_TO_FILE_PACKAGES } from '#shared/contracts/how-to-file.ts';
import { buildRoutePath } from '#shared/routes.ts';

/** Whether a package has a "How to file" page: the complete packages, which start a new case. */
export const hasHowToFile = (templateId: string): boolean => (HOW_TO_FILE_PACKAGES as readonly string[]).includes(templateId);

export const howToFileHref = (documentId: string): string => buildRoutePath('/documents/:id/how-to-file', { id: documentId });
