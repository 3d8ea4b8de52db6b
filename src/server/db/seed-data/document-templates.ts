import { DOCUMENT_PACKAGE_FORMS, DOCUMENT_PACKAGE_NAMES, type DocumentPackageId } from '#shared/document-packages.ts';

export interface SeedDocumentTemplate {
  id: DocumentPackageId;
  name: string;
  description: string;
  category: 'chapter7' | 'chapter13' | 'amendment' | 'schedules';
  /** Official form numbers the package prepares (see src/shared/law official forms list). */
  officialForms: string[];
  sortOrder: number;
}

/** The four document templates of spec section 3. Prices live in the server's catalog, not here. */
export const SEED_DOCUMENT_TEMPLATES: readonly SeedDocumentTemplate[] = [
  {
    id: 'chapter7-complete',
    name: DOCUMENT_PACKAGE_NAMES['chapter7-complete'],
    description:
      'The petition, all schedules with their summary and declaration, the statement of financial affairs, the statement of intention, the Social Security number statement and the means test forms: 122A-1, with 122A-1Supp when you may be exempt from the means test and 122A-2 when your income is above the median.',
    category: 'chapter7',
    officialForms: [...DOCUMENT_PACKAGE_FORMS['chapter7-complete']],
    sortOrder: 1,
  },
  {
    id: 'chapter13-complete',
    name: DOCUMENT_PACKAGE_NAMES['chapter13-complete'],
    description:
      'The petition, all schedules with their summary and declaration, the statement of financial affairs, the Social Security number statement, the Chapter 13 income form (122C-1), the disposable income form (122C-2) when your income is above the median, and the repayment plan (Form 113).',
    category: 'chapter13',
    officialForms: [...DOCUMENT_PACKAGE_FORMS['chapter13-complete']],
    sortOrder: 2,
  },
  {
    id: 'amended-chapter13-plan',
    name: DOCUMENT_PACKAGE_NAMES['amended-chapter13-plan'],
    description: 'Change a Chapter 13 plan after your income, expenses or debts change, with the notice creditors need.',
    category: 'amendment',
    officialForms: [...DOCUMENT_PACKAGE_FORMS['amended-chapter13-plan']],
    sortOrder: 3,
  },
  {
    id: 'individual-schedules',
    name: DOCUMENT_PACKAGE_NAMES['individual-schedules'],
    description: 'Prepare or correct single schedules (property, exemptions, creditors, income, expenses) with a summary page.',
    category: 'schedules',
    officialForms: [...DOCUMENT_PACKAGE_FORMS['individual-schedules']],
    sortOrder: 4,
  },
];
