/** Official Form 106G, Schedule G: Executory Contracts and Unexpired Leases (12/15). */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { nameAndAddress } from '../listing.ts';
import type { FormDefinition } from '../types.ts';

/** Schedule G entries as numbered on the form (2.1, 2.2 ...), in the order the person gave them. */
export function scheduleGEntries(caseFile: CaseFileDraft) {
  return (caseFile.contracts?.contracts ?? []).map((contract, i) => ({ entry: `2.${i + 1}`, contract }));
}

export const FORM_106G: FormDefinition = {
  number: '106G',
  title: 'Schedule G: Executory Contracts and Unexpired Leases',
  revision: '12/15',
  amendedCheckbox: true,
  intro: [
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. If more space is needed, copy the additional page, fill it out, number the entries, and attach it to this page. On the top of any additional pages, write your name and case number (if known).',
  ],
  parts: [
    {
      title: 'Executory contracts and unexpired leases',
      lines: [
        {
          id: '1',
          number: '1',
          label: 'Do you have any executory contracts or unexpired leases?',
          kind: 'checkbox',
          options: [
            { id: 'no', label: 'No. Check this box and file this form with the court with your other schedules. You have nothing else to report on this form.' },
            { id: 'yes', label: 'Yes. Fill in all of the information below even if the contracts or leases are listed on Schedule A/B: Property (Official Form 106A/B).' },
          ],
        },
        {
          id: '2',
          number: '2',
          label:
            'List separately each person or company with whom you have the contract or lease. Then state what each contract or lease is for (for example, rent, vehicle lease, cell phone). See the instructions for this form in the instruction booklet for more examples of executory contracts and unexpired leases.',
          kind: 'table',
          columns: [
            { id: 'entry', label: '', width: 0.07, kind: 'text' },
            { id: 'party', label: 'Person or company with whom you have the contract or lease', width: 0.5, kind: 'text' },
            { id: 'what', label: 'State what the contract or lease is for', width: 0.43, kind: 'text' },
          ],
          rows: 5,
        },
      ],
    },
  ],
  values(caseFile) {
    if (!caseFile.contracts) return {};
    const entries = scheduleGEntries(caseFile);
    return {
      '1': [entries.length > 0 ? 'yes' : 'no'],
      '2': entries.map(({ entry, contract }) => ({ cells: { entry, party: nameAndAddress(contract.party.name, contract.party.address), what: contract.description } })),
    };
  },
};
