export interface SeedDocumentTemplate {
  id: 'chapter7-complete' | 'chapter13-complete' | 'amended-chapter13-plan' | 'individual-schedules';
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
    name: 'Chapter 7 Complete Package',
    description:
      'Everything an individual files to start a Chapter 7 case: the petition, schedules, statement of financial affairs, statement of intention and means test forms.',
    category: 'chapter7',
    officialForms: ['101', '106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Dec', '107', '108', '121', '122A-1'],
    sortOrder: 1,
  },
  {
    id: 'chapter13-complete',
    name: 'Chapter 13 Complete Package',
    description:
      'The petition, schedules, statement of financial affairs and the Chapter 13 income and disposable income forms, ready for your repayment plan.',
    category: 'chapter13',
    officialForms: ['101', '106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Dec', '107', '121', '122C-1'],
    sortOrder: 2,
  },
  {
    id: 'amended-chapter13-plan',
    name: 'Amended Chapter 13 Plan',
    description: 'Change a Chapter 13 plan after your income, expenses or debts change, with the notice creditors need.',
    category: 'amendment',
    officialForms: ['113'],
    sortOrder: 3,
  },
  {
    id: 'individual-schedules',
    name: 'Individual Schedules',
    description: 'Prepare or correct single schedules (property, exemptions, creditors, income, expenses) with a summary page.',
    category: 'schedules',
    officialForms: ['106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Dec'],
    sortOrder: 4,
  },
];
