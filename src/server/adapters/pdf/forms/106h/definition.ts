/**
 * Official Form 106H, Schedule H: Your Codebtors (12/15). Column 2 names the creditor and the line
 * where the debt is listed: Schedule D and E/F number their entries alphabetically by creditor
 * (2.x on D and on E/F Part 1, 4.x on E/F Part 2).
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { debtsOfKind } from '../common.ts';
import { scheduleEFEntries } from '../106ef/definition.ts';
import { alphabetical, nameAndAddress } from '../listing.ts';
import { getMedianIncomeTable } from '#shared/law/figures.ts';
import type { FormDefinition } from '../types.ts';

/** Where each debt appears: "Schedule D, line 2.1" or "Schedule E/F, line 4.3". */
export function scheduleLineOfDebt(caseFile: CaseFileDraft): Map<string, string> {
  const lines = new Map<string, string>();
  alphabetical(debtsOfKind(caseFile, 'secured')).forEach((debt, i) => lines.set(debt.id, `Schedule D, line 2.${i + 1}`));
  const { priority, nonpriority } = scheduleEFEntries(caseFile);
  for (const { entry, debt } of [...priority, ...nonpriority]) lines.set(debt.id, `Schedule E/F, line ${entry}`);
  return lines;
}

/** The state's name as the US Trustee tables print it (every state and territory is a row). */
function stateName(code: string, filingDate: string): string {
  return getMedianIncomeTable(new Date(`${filingDate}T12:00:00Z`)).rows.find((row) => row.stateCode === code)?.stateName ?? code;
}

export const FORM_106H: FormDefinition = {
  number: '106H',
  title: 'Schedule H: Your Codebtors',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'Codebtors are people or entities who are also liable for any debts you may have. Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. Answer every question.',
  ],
  parts: [
    {
      title: 'Your codebtors',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'Do you have any codebtors? (If you are filing a joint case, do not list either spouse as a codebtor.)',
          kind: 'checkbox',
          inline: true,
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes' },
          ],
        },
        {
          id: '2',
          number: '2',
          label:
            'Within the last 8 years, have you lived in a community property state or territory? (Community property states and territories include Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Puerto Rico, Texas, Washington, and Wisconsin.)',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Go to line 3.' },
            { id: 'yes', label: 'Yes. Did your spouse, former spouse, or legal equivalent live with you at the time?' },
          ],
        },
        { id: '2-state', label: 'In which community state or territory did you live?', kind: 'text', indent: 1 },
        { id: '2-spouse', label: 'Name of your spouse, former spouse, or legal equivalent', kind: 'text', indent: 1 },
        {
          id: '3',
          number: '3',
          label:
            'In Column 1, list all of your codebtors. Do not include your spouse as a codebtor if your spouse is filing with you. List the person shown in line 2 again as a codebtor only if that person is a guarantor or cosigner. Make sure you have listed the creditor on Schedule D (Official Form 106D), Schedule E/F (Official Form 106E/F), or Schedule G (Official Form 106G). Use Schedule D, Schedule E/F, or Schedule G to fill out Column 2.',
          kind: 'table',
          columns: [
            { id: 'entry', label: '', width: 0.07, kind: 'text' },
            { id: 'codebtor', label: 'Column 1: Your codebtor', width: 0.45, kind: 'text' },
            { id: 'creditor', label: 'Column 2: The creditor to whom you owe the debt', width: 0.48, kind: 'text' },
          ],
          rows: 3,
        },
      ],
    },
  ],
  values(caseFile, context) {
    if (!caseFile.codebtors) return {};
    const { codebtors, communityProperty } = caseFile.codebtors;
    const lineOf = scheduleLineOfDebt(caseFile);
    const debts = new Map((caseFile.debts?.debts ?? []).map((d) => [d.id, d]));
    return {
      '1': [codebtors.length > 0 ? 'yes' : 'no'],
      '2': [communityProperty.livedInCommunityPropertyState ? 'yes' : 'no'],
      '2-state': communityProperty.livedInCommunityPropertyState && communityProperty.state ? stateName(communityProperty.state, context.filingDate) : '',
      '2-spouse': communityProperty.livedInCommunityPropertyState ? (communityProperty.spouseOrFormerSpouse ?? '') : '',
      '3': codebtors.map((codebtor, i) => ({
        cells: {
          entry: `3.${i + 1}`,
          codebtor: nameAndAddress(codebtor.name, codebtor.address),
          creditor: codebtor.debtIds
            .map((id) => {
              const debt = debts.get(id);
              return debt ? `${debt.creditor.name}: ${lineOf.get(id) ?? ''}` : '';
            })
            .filter(Boolean)
            .join('\n'),
        },
      })),
    };
  },
};
