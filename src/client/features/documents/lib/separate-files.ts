import { packagesPreparingForm } from '#shared/document-packages.ts';

/** The files made with a complete package and filed apart from it (Form 121, the creditor mailing list). */
export const SEPARATE_FILES = [
  { kind: 'form121', file: 'form121.pdf', labelKey: 'documents.mine.form121', linkText: 'Download Form 121', description: 'Form 121 has your full Social Security numbers: hand it to the clerk separately, never with the other forms.' },
  { kind: 'matrix', file: 'creditor-matrix.txt', labelKey: 'documents.mine.matrix', linkText: 'Download the creditor mailing list', description: 'The creditor mailing list (names and addresses, plain text) the court uses to send notices.' },
] as const;

const WITH_SEPARATE_FILES: readonly string[] = packagesPreparingForm('121');

export const hasSeparateFiles = (templateId: string): boolean => WITH_SEPARATE_FILES.includes(templateId);

export const separateFileHref = (documentId: string, file: string): string => `/api/documents/${encodeURIComponent(documentId)}/${file}`;
