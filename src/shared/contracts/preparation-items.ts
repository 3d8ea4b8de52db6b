// The checklist's item ids without the validation library, so the browser's checklist page
// can use them without loading Zod. The request and response schemas are in ./preparation.ts.

/**
 * The preparation checklist (spec 2.5): three groups of items. The ids are stable: they are
 * stored per signed-in user, so never rename or reuse one; add new ids instead. The item texts
 * live in content/en/preparation.md (one `## ` section per group, one list item per id, in this
 * order); the build fails if the counts differ.
 */
export const PREPARATION_GROUPS = [
  {
    id: 'financial-documents',
    itemIds: [
      'pay-stubs-6-months',
      'other-income-proof',
      'tax-returns-2-years',
      'bank-statements',
      'retirement-statements',
      'monthly-expenses',
      'photo-id-and-ssn',
    ],
  },
  {
    id: 'property-records',
    itemIds: [
      'deeds-and-mortgages',
      'home-value-proof',
      'vehicle-titles-and-values',
      'household-goods-list',
      'insurance-policies',
      'leases-and-contracts',
      'money-owed-to-you',
      'property-transfers',
    ],
  },
  {
    id: 'debt-information',
    itemIds: [
      'credit-report',
      'loan-and-card-statements',
      'medical-bills',
      'collection-letters',
      'lawsuits-and-garnishments',
      'tax-debts',
      'support-orders',
      'cosigned-debts',
      'credit-counseling-certificate',
    ],
  },
] as const;

export type PreparationGroupId = (typeof PREPARATION_GROUPS)[number]['id'];
export type PreparationItemId = (typeof PREPARATION_GROUPS)[number]['itemIds'][number];

export const PREPARATION_ITEM_IDS: readonly PreparationItemId[] = PREPARATION_GROUPS.flatMap((g) => g.itemIds);

const itemIdSet: ReadonlySet<string> = new Set(PREPARATION_ITEM_IDS);

export function isPreparationItemId(value: string): value is PreparationItemId {
  return itemIdSet.has(value);
}
