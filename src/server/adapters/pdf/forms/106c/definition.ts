/**
 * Official Form 106C, Schedule C: The Property You Claim as Exempt (04/25). One entry per claim of
 * the case file: the property's description and Schedule A/B line, its value, the amount claimed (a
 * dollar amount or "100% of fair market value, up to any applicable statutory limit") and the law
 * the person cites (the §522(d) paragraph, or the state statute they entered themselves).
 * Line 3 compares the homestead claimed with the §522(p) amount in force on the filing date.
 * The limits in force for each claim are checked by `reviewExemptions` (exemption-review.ts).
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { formatCents } from '#shared/format/money.ts';
import { propertyItems, sumCents, yesNo } from '../common.ts';
import { scheduleABEntries } from '../106ab/definition.ts';
import type { FormContext, FormDefinition, FormValues, TableRow } from '../types.ts';

export const FULL_VALUE_LABEL = '100% of fair market value, up to any applicable statutory limit';

export const FORM_106C: FormDefinition = {
  number: '106C',
  title: 'Schedule C: The Property You Claim as Exempt',
  revision: '04/25',
  inForceFrom: '2025-04-01',
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. Using the property you listed on Schedule A/B: Property (Official Form 106A/B) as your source, list the property that you claim as exempt. If more space is needed, fill out and attach to this page as many copies of Part 2: Additional Page as necessary. On the top of any additional pages, write your name and case number (if known).',
    'For each item of property you claim as exempt, you must specify the amount of the exemption you claim. One way of doing so is to state a specific dollar amount as exempt. Alternatively, you may claim the full fair market value of the property being exempted up to the amount of any applicable statutory limit. Some exemptions—such as those for health aids, rights to receive certain benefits, and tax-exempt retirement funds—may be unlimited in dollar amount. However, if you claim an exemption of 100% of fair market value under a law that limits the exemption to a particular dollar amount and the value of the property is determined to exceed that amount, your exemption would be limited to the applicable statutory amount.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Identify the Property You Claim as Exempt',
      lines: [
        {
          id: '1',
          number: '1',
          kind: 'checkbox',
          label: 'Which set of exemptions are you claiming? Check one only, even if your spouse is filing with you.',
          options: [
            { id: 'state', label: 'You are claiming state and federal nonbankruptcy exemptions. 11 U.S.C. § 522(b)(3)' },
            { id: 'federal', label: 'You are claiming federal exemptions. 11 U.S.C. § 522(b)(2)' },
          ],
        },
        {
          id: '2',
          number: '2',
          kind: 'table',
          label: 'For any property you list on Schedule A/B that you claim as exempt, fill in the information below.',
          rows: 3,
          columns: [
            { id: 'property', label: 'Brief description of the property and line on Schedule A/B that lists this property', width: 0.32, kind: 'text' },
            { id: 'value', label: 'Current value of the portion you own Copy the value from Schedule A/B', width: 0.17, kind: 'amount' },
            { id: 'claimed', label: 'Amount of the exemption you claim Check only one box for each exemption.', width: 0.25, kind: 'text' },
            { id: 'law', label: 'Specific laws that allow exemption', width: 0.26, kind: 'text' },
          ],
        },
        {
          id: '3',
          number: '3',
          kind: 'checkbox',
          label: 'Are you claiming a homestead exemption of more than $214,000?',
          note: '(Subject to adjustment on 4/01/28 and every 3 years after that for cases filed on or after the date of adjustment.)',
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes. Did you acquire the property covered by the exemption within 1,215 days before you filed this case?' },
          ],
        },
        {
          id: '3acquired',
          kind: 'checkbox',
          label: '',
          indent: 2,
          inline: true,
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes' },
          ],
        },
      ],
    },
  ],
  values: scheduleCValues,
};

/** The amount a claim protects: its dollar amount, or the item's whole value for "100% of fair market value". */
export function claimedCents(claim: NonNullable<CaseFileDraft['exemptions']>['claims'][number], itemValue: number): number {
  return claim.amount.kind === 'amount' ? claim.amount.cents : itemValue;
}

export function scheduleCValues(caseFile: CaseFileDraft, context: FormContext): FormValues {
  const exemptions = caseFile.exemptions;
  if (!exemptions) return {};
  const items = new Map(propertyItems(caseFile).map((item) => [item.id, item]));
  const entries = scheduleABEntries(caseFile);
  const rows: TableRow[] = exemptions.claims.map((claim) => {
    const item = items.get(claim.propertyItemId);
    return {
      cells: {
        property: item ? `${item.description}\nLine from Schedule A/B: ${entries.get(item.id) ?? item.line}` : '',
        value: item?.value,
        claimed: claim.amount.kind === 'amount' ? `[X] $ ${formatCents(claim.amount.cents, { symbol: false })}` : `[X] ${FULL_VALUE_LABEL}`,
        law: claim.law,
      },
    };
  });
  const homestead = sumCents(
    exemptions.claims.flatMap((claim) => {
      const item = items.get(claim.propertyItemId);
      return item?.line === 1 ? [claimedCents(claim, item.value)] : [];
    }),
  );
  const capDollars = context.tables.sec104Amount('stateHomesteadCap1215Days', context.filingDate);
  return {
    '1': [exemptions.system],
    '2': rows,
    '3': capDollars === undefined ? [] : yesNo(homestead > capDollars * 100),
  };
}
