/**
 * Official Form 101, Voluntary Petition for Individuals Filing for Bankruptcy (06/24), without the
 * attorney's page (people filing without an attorney do not file it). Answers the case file does
 * not hold (line 4 EIN, line 10 related cases, the eviction judgment of line 11, lines 12 and 14,
 * and the questions of the notice for people without an attorney) are left blank for the person
 * to fill in by hand; nothing is guessed.
 */
import type { CaseFileDraft, Debtor } from '#shared/case-file/index.ts';
import { claimedCents } from '../106c/definition.ts';
import { fullName, oneLineAddress, primarilyConsumerDebts, propertyItems, sumCents, yesNo } from '../common.ts';
import type { CheckboxOption, FormContext, FormDefinition, FormValues, TableLine, TableRow } from '../types.ts';

const D1 = 'About Debtor 1:';
const D2 = 'About Debtor 2 (Spouse Only in a Joint Case):';

const COUNSELING_OPTIONS = (who: 'debtor' | 'spouse'): CheckboxOption[] => [
  {
    id: `${who}:receivedWithCertificate`,
    label:
      'I received a briefing from an approved credit counseling agency within the 180 days before I filed this bankruptcy petition, and I received a certificate of completion.',
    note: 'Attach a copy of the certificate and the payment plan, if any, that you developed with the agency.',
  },
  {
    id: `${who}:receivedNoCertificate`,
    label:
      'I received a briefing from an approved credit counseling agency within the 180 days before I filed this bankruptcy petition, but I do not have a certificate of completion.',
    note: 'Within 14 days after you file this bankruptcy petition, you MUST file a copy of the certificate and payment plan, if any.',
  },
  {
    id: `${who}:requestedTemporaryWaiver`,
    label:
      'I certify that I asked for credit counseling services from an approved agency, but was unable to obtain those services during the 7 days after I made my request, and exigent circumstances merit a 30-day temporary waiver of the requirement.',
    note: 'To ask for a 30-day temporary waiver of the requirement, attach a separate sheet explaining what efforts you made to obtain the briefing, why you were unable to obtain it before you filed for bankruptcy, and what exigent circumstances required you to file this case. Your case may be dismissed if the court is dissatisfied with your reasons for not receiving a briefing before you filed for bankruptcy. If the court is satisfied with your reasons, you must still receive a briefing within 30 days after you file. You must file a certificate from the approved agency, along with a copy of the payment plan you developed, if any. If you do not do so, your case may be dismissed. Any extension of the 30-day deadline is granted only for cause and is limited to a maximum of 15 days.',
  },
  { id: `${who}:notRequired`, label: 'I am not required to receive a briefing about credit counseling because of:' },
  {
    id: `${who}:notRequiredIncapacity`,
    label: 'Incapacity. I have a mental illness or a mental deficiency that makes me incapable of realizing or making rational decisions about finances.',
  },
  {
    id: `${who}:notRequiredDisability`,
    label: 'Disability. My physical disability causes me to be unable to participate in a briefing in person, by phone, or through the internet, even after I reasonably tried to do so.',
  },
  {
    id: `${who}:notRequiredActiveDuty`,
    label: 'Active duty. I am currently on active military duty in a military combat zone.',
    note: 'If you believe you are not required to receive a briefing about credit counseling, you must file a motion for waiver of credit counseling with the court.',
  },
];

const range = (ids: string[]): CheckboxOption[] => ids.map((id) => ({ id, label: id }));
const CREDITOR_RANGES = ['1-49', '50-99', '100-199', '200-999', '1,000-5,000', '5,001-10,000', '10,001-25,000', '25,001-50,000', '50,001-100,000', 'More than 100,000'];
const DOLLAR_RANGES = [
  '$0-$50,000',
  '$50,001-$100,000',
  '$100,001-$500,000',
  '$500,001-$1 million',
  '$1,000,001-$10 million',
  '$10,000,001-$50 million',
  '$50,000,001-$100 million',
  '$100,000,001-$500 million',
  '$500,000,001-$1 billion',
  '$1,000,000,001-$10 billion',
  '$10,000,000,001-$50 billion',
  'More than $50 billion',
];
/** Upper bounds (whole dollars) of DOLLAR_RANGES and CREDITOR_RANGES, in order. */
const DOLLAR_BOUNDS = [50_000, 100_000, 500_000, 1e6, 1e7, 5e7, 1e8, 5e8, 1e9, 1e10, 5e10];
const CREDITOR_BOUNDS = [49, 99, 199, 999, 5_000, 10_000, 25_000, 50_000, 100_000];

/** Lines 9 and 10: where and when a case was filed, and its number. */
const CASE_COLUMNS: TableLine['columns'] = [
  { id: 'district', label: 'District', width: 0.4, kind: 'text' },
  { id: 'when', label: 'When (MM / DD / YYYY)', width: 0.3, kind: 'text' },
  { id: 'caseNumber', label: 'Case number', width: 0.3, kind: 'text' },
];

export const FORM_101: FormDefinition = {
  number: '101',
  title: 'Voluntary Petition for Individuals Filing for Bankruptcy',
  revision: '06/24',
  caption: 'petition',
  intro: [
    'The bankruptcy forms use you and Debtor 1 to refer to a debtor filing alone. A married couple may file a bankruptcy case together—called a joint case—and in joint cases, these forms use you to ask for information from both debtors. For example, if a form asks, “Do you own a car,” the answer would be yes if either debtor owns a car. When information is needed about the spouses separately, the form uses Debtor 1 and Debtor 2 to distinguish between them. In joint cases, one of the spouses must report information as Debtor 1 and the other as Debtor 2. The same person must be Debtor 1 in all of the forms.',
    'Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. If more space is needed, attach a separate sheet to this form. On the top of any additional pages, write your name and case number (if known). Answer every question.',
  ],
  parts: [
    {
      number: 'Part 1',
      title: 'Identify Yourself',
      lines: [
        {
          id: '1',
          number: '1',
          kind: 'text',
          label: 'Your full name',
          note: 'Write the name that is on your government-issued picture identification (for example, your driver’s license or passport). Bring your picture identification to your meeting with the trustee.',
        },
        {
          id: '2',
          number: '2',
          kind: 'text',
          label: 'All other names you have used in the last 8 years',
          note: 'Include your married or maiden names and any assumed, trade names and doing business as names. Do NOT list the name of any separate legal entity such as a corporation, partnership, or LLC that is not filing this petition.',
        },
        { id: '3', number: '3', kind: 'text', label: 'Only the last 4 digits of your Social Security number or federal Individual Taxpayer Identification number (ITIN)' },
        { id: '4', number: '4', kind: 'text', label: 'Your Employer Identification Number (EIN), if any.' },
        {
          id: '5',
          number: '5',
          kind: 'text',
          label: 'Where you live',
          note: 'If your mailing address is different from the one above, fill it in here. Note that the court will send any notices to you at this mailing address.',
        },
        {
          id: '6',
          number: '6',
          kind: 'checkbox',
          label: 'Why you are choosing this district to file for bankruptcy',
          note: 'Check one: (See 28 U.S.C. § 1408.)',
          options: [
            { id: 'debtor:180days', label: `${D1} Over the last 180 days before filing this petition, I have lived in this district longer than in any other district.` },
            { id: 'debtor:other', label: `${D1} I have another reason. Explain. (See 28 U.S.C. § 1408.)` },
            { id: 'spouse:180days', label: `${D2} Over the last 180 days before filing this petition, I have lived in this district longer than in any other district.` },
            { id: 'spouse:other', label: `${D2} I have another reason. Explain. (See 28 U.S.C. § 1408.)` },
          ],
        },
      ],
    },
    {
      number: 'Part 2',
      title: 'Tell the Court About Your Bankruptcy Case',
      lines: [
        {
          id: '7',
          number: '7',
          kind: 'checkbox',
          label: 'The chapter of the Bankruptcy Code you are choosing to file under',
          note: 'Check one. (For a brief description of each, see Notice Required by 11 U.S.C. § 342(b) for Individuals Filing for Bankruptcy (Form 2010)). Also, go to the top of page 1 and check the appropriate box.',
          inline: true,
          options: [
            { id: '7', label: 'Chapter 7' },
            { id: '11', label: 'Chapter 11' },
            { id: '12', label: 'Chapter 12' },
            { id: '13', label: 'Chapter 13' },
          ],
        },
        {
          id: '8',
          number: '8',
          kind: 'checkbox',
          label: 'How you will pay the fee',
          options: [
            {
              id: 'full',
              label:
                'I will pay the entire fee when I file my petition. Please check with the clerk’s office in your local court for more details about how you may pay. Typically, if you are paying the fee yourself, you may pay with cash, cashier’s check, or money order. If your attorney is submitting your payment on your behalf, your attorney may pay with a credit card or check with a pre-printed address.',
            },
            {
              id: 'installments',
              label: 'I need to pay the fee in installments. If you choose this option, sign and attach the Application for Individuals to Pay The Filing Fee in Installments (Official Form 103A).',
            },
            {
              id: 'waiver',
              label:
                'I request that my fee be waived (You may request this option only if you are filing for Chapter 7. By law, a judge may, but is not required to, waive your fee, and may do so only if your income is less than 150% of the official poverty line that applies to your family size and you are unable to pay the fee in installments). If you choose this option, you must fill out the Application to Have the Chapter 7 Filing Fee Waived (Official Form 103B) and file it with your petition.',
            },
          ],
        },
        { id: '9', number: '9', kind: 'checkbox', label: 'Have you filed for bankruptcy within the last 8 years?', inline: true, options: [{ id: 'no', label: 'No' }, { id: 'yes', label: 'Yes.' }] },
        {
          id: '9.cases',
          kind: 'table',
          label: '',
          indent: 1,
          rows: 3,
          emptyText: '',
          columns: CASE_COLUMNS,
        },
        {
          id: '10',
          number: '10',
          kind: 'checkbox',
          label: 'Are any bankruptcy cases pending or being filed by a spouse who is not filing this case with you, or by a business partner, or by an affiliate?',
          inline: true,
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes. Debtor, Relationship to you, District, When, Case number, if known' },
          ],
        },
        {
          id: '10.cases',
          kind: 'table',
          label: '',
          indent: 1,
          rows: 2,
          emptyText: '',
          columns: CASE_COLUMNS,
        },
        {
          id: '11',
          number: '11',
          kind: 'checkbox',
          label: 'Do you rent your residence?',
          options: [
            { id: 'no', label: 'No. Go to line 12.' },
            { id: 'yes', label: 'Yes. Has your landlord obtained an eviction judgment against you?' },
          ],
        },
        {
          id: '11eviction',
          kind: 'checkbox',
          label: '',
          indent: 1,
          options: [
            { id: 'no', label: 'No. Go to line 12.' },
            { id: 'yes', label: 'Yes. Fill out Initial Statement About an Eviction Judgment Against You (Form 101A) and file it as part of this bankruptcy petition.' },
          ],
        },
      ],
    },
    {
      number: 'Part 3',
      title: 'Report About Any Businesses You Own as a Sole Proprietor',
      lines: [
        {
          id: '12',
          number: '12',
          kind: 'checkbox',
          label: 'Are you a sole proprietor of any full- or part-time business?',
          note: 'A sole proprietorship is a business you operate as an individual, and is not a separate legal entity such as a corporation, partnership, or LLC. If you have more than one sole proprietorship, use a separate sheet and attach it to this petition.',
          options: [
            { id: 'no', label: 'No. Go to Part 4.' },
            { id: 'yes', label: 'Yes. Name and location of business' },
          ],
        },
        { id: '12business', kind: 'text', indent: 1, label: 'Name of business, if any; number, street, city, state and ZIP code' },
        {
          id: '12kind',
          kind: 'checkbox',
          indent: 1,
          label: 'Check the appropriate box to describe your business:',
          options: [
            { id: 'healthCare', label: 'Health Care Business (as defined in 11 U.S.C. § 101(27A))' },
            { id: 'singleAssetRealEstate', label: 'Single Asset Real Estate (as defined in 11 U.S.C. § 101(51B))' },
            { id: 'stockbroker', label: 'Stockbroker (as defined in 11 U.S.C. § 101(53A))' },
            { id: 'commodityBroker', label: 'Commodity Broker (as defined in 11 U.S.C. § 101(6))' },
            { id: 'none', label: 'None of the above' },
          ],
        },
        {
          id: '13',
          number: '13',
          kind: 'checkbox',
          label: 'Are you filing under Chapter 11 of the Bankruptcy Code, and are you a small business debtor?',
          note: 'If you are filing under Chapter 11, the court must know whether you are a small business debtor so that it can set appropriate deadlines. If you indicate that you are a small business debtor, you must attach your most recent balance sheet, statement of operations, cash-flow statement, and federal income tax return or if any of these documents do not exist, follow the procedure in 11 U.S.C. § 1116(1)(B). For a definition of small business debtor, see 11 U.S.C. § 101(51D).',
          options: [
            { id: 'notChapter11', label: 'No. I am not filing under Chapter 11.' },
            { id: 'notSmallBusiness', label: 'No. I am filing under Chapter 11, but I am NOT a small business debtor according to the definition in the Bankruptcy Code.' },
            {
              id: 'smallBusiness',
              label: 'Yes. I am filing under Chapter 11, I am a small business debtor according to the definition in the Bankruptcy Code, and I do not choose to proceed under Subchapter V of Chapter 11.',
            },
            {
              id: 'subchapterV',
              label: 'Yes. I am filing under Chapter 11, I am a small business debtor according to the definition in the Bankruptcy Code, and I choose to proceed under Subchapter V of Chapter 11.',
            },
          ],
        },
      ],
    },
    {
      number: 'Part 4',
      title: 'Report if You Own or Have Any Hazardous Property or Any Property That Needs Immediate Attention',
      lines: [
        {
          id: '14',
          number: '14',
          kind: 'checkbox',
          label:
            'Do you own or have any property that poses or is alleged to pose a threat of imminent and identifiable hazard to public health or safety? Or do you own any property that needs immediate attention?',
          note: 'For example, do you own perishable goods, or livestock that must be fed, or a building that needs urgent repairs?',
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes. What is the hazard? If immediate attention is needed, why is it needed? Where is the property?' },
          ],
        },
        { id: '14details', kind: 'text', indent: 1, label: 'What is the hazard, why immediate attention is needed, and where the property is' },
      ],
    },
    {
      number: 'Part 5',
      title: 'Explain Your Efforts to Receive a Briefing About Credit Counseling',
      lines: [
        {
          id: '15',
          number: '15',
          kind: 'checkbox',
          label: `Tell the court whether you have received a briefing about credit counseling. ${D1} You must check one:`,
          note: 'The law requires that you receive a briefing about credit counseling before you file for bankruptcy. You must truthfully check one of the following choices. If you cannot do so, you are not eligible to file. If you file anyway, the court can dismiss your case, you will lose whatever filing fee you paid, and your creditors can begin collection activities again.',
          options: COUNSELING_OPTIONS('debtor'),
        },
        { id: '15spouse', kind: 'checkbox', label: `${D2} You must check one:`, options: COUNSELING_OPTIONS('spouse') },
      ],
    },
    {
      number: 'Part 6',
      title: 'Answer These Questions for Reporting Purposes',
      lines: [
        { id: '16', number: '16', kind: 'info', label: 'What kind of debts do you have?' },
        {
          id: '16a',
          number: '16a',
          kind: 'checkbox',
          indent: 1,
          label: 'Are your debts primarily consumer debts? Consumer debts are defined in 11 U.S.C. § 101(8) as “incurred by an individual primarily for a personal, family, or household purpose.”',
          inline: true,
          options: [
            { id: 'no', label: 'No. Go to line 16b.' },
            { id: 'yes', label: 'Yes. Go to line 17.' },
          ],
        },
        {
          id: '16b',
          number: '16b',
          kind: 'checkbox',
          indent: 1,
          label: 'Are your debts primarily business debts? Business debts are debts that you incurred to obtain money for a business or investment or through the operation of the business or investment.',
          inline: true,
          options: [
            { id: 'no', label: 'No. Go to line 16c.' },
            { id: 'yes', label: 'Yes. Go to line 17.' },
          ],
        },
        { id: '16c', number: '16c', kind: 'text', indent: 1, label: 'State the type of debts you owe that are not consumer debts or business debts.' },
        {
          id: '17',
          number: '17',
          kind: 'checkbox',
          label: 'Are you filing under Chapter 7?',
          note: 'Do you estimate that after any exempt property is excluded and administrative expenses are paid that funds will be available for distribution to unsecured creditors?',
          options: [
            { id: 'no', label: 'No. I am not filing under Chapter 7. Go to line 18.' },
            {
              id: 'yes',
              label: 'Yes. I am filing under Chapter 7. Do you estimate that after any exempt property is excluded and administrative expenses are paid that funds will be available to distribute to unsecured creditors?',
            },
          ],
        },
        { id: '17funds', kind: 'checkbox', label: '', indent: 2, inline: true, options: [{ id: 'no', label: 'No' }, { id: 'yes', label: 'Yes' }] },
        { id: '18', number: '18', kind: 'checkbox', label: 'How many creditors do you estimate that you owe?', inline: true, options: range(CREDITOR_RANGES) },
        { id: '19', number: '19', kind: 'checkbox', label: 'How much do you estimate your assets to be worth?', inline: true, options: range(DOLLAR_RANGES) },
        { id: '20', number: '20', kind: 'checkbox', label: 'How much do you estimate your liabilities to be?', inline: true, options: range(DOLLAR_RANGES) },
      ],
    },
    {
      number: 'Part 7',
      title: 'Sign Below',
      lines: [
        {
          id: 'signYou',
          kind: 'signature',
          label:
            'For you: I have examined this petition, and I declare under penalty of perjury that the information provided is true and correct. If I have chosen to file under Chapter 7, I am aware that I may proceed, if eligible, under Chapter 7, 11,12, or 13 of title 11, United States Code. I understand the relief available under each chapter, and I choose to proceed under Chapter 7. If no attorney represents me and I did not pay or agree to pay someone who is not an attorney to help me fill out this document, I have obtained and read the notice required by 11 U.S.C. § 342(b). I request relief in accordance with the chapter of title 11, United States Code, specified in this petition. I understand making a false statement, concealing property, or obtaining money or property by fraud in connection with a bankruptcy case can result in fines up to $250,000, or imprisonment for up to 20 years, or both. 18 U.S.C. §§ 152, 1341, 1519, and 3571.',
          signers: ['Signature of Debtor 1', 'Signature of Debtor 2'],
          dateLabel: 'Executed on',
        },
      ],
    },
    {
      title: 'For you if you are filing this bankruptcy without an attorney',
      lines: [
        {
          id: 'proSeNotice',
          kind: 'info',
          label:
            'The law allows you, as an individual, to represent yourself in bankruptcy court, but you should understand that many people find it extremely difficult to represent themselves successfully. Because bankruptcy has long-term financial and legal consequences, you are strongly urged to hire a qualified attorney.\nTo be successful, you must correctly file and handle your bankruptcy case. The rules are very technical, and a mistake or inaction may affect your rights. For example, your case may be dismissed because you did not file a required document, pay a fee on time, attend a meeting or hearing, or cooperate with the court, case trustee, U.S. trustee, bankruptcy administrator, or audit firm if your case is selected for audit. If that happens, you could lose your right to file another case, or you may lose protections, including the benefit of the automatic stay.\nYou must list all your property and debts in the schedules that you are required to file with the court. Even if you plan to pay a particular debt outside of your bankruptcy, you must list that debt in your schedules. If you do not list a debt, the debt may not be discharged. If you do not list property or properly claim it as exempt, you may not be able to keep the property. The judge can also deny you a discharge of all your debts if you do something dishonest in your bankruptcy case, such as destroying or hiding property, falsifying records, or lying. Individual bankruptcy cases are randomly audited to determine if debtors have been accurate, truthful, and complete. Bankruptcy fraud is a serious crime; you could be fined and imprisoned.\nIf you decide to file without an attorney, the court expects you to follow the rules as if you had hired an attorney. The court will not treat you differently because you are filing for yourself. To be successful, you must be familiar with the United States Bankruptcy Code, the Federal Rules of Bankruptcy Procedure, and the local rules of the court in which your case is filed. You must also be familiar with any state exemption laws that apply.',
        },
        {
          id: 'awareSerious',
          kind: 'checkbox',
          label: 'Are you aware that filing for bankruptcy is a serious action with long-term financial and legal consequences?',
          inline: true,
          options: [{ id: 'no', label: 'No' }, { id: 'yes', label: 'Yes' }],
        },
        {
          id: 'awareFraud',
          kind: 'checkbox',
          label: 'Are you aware that bankruptcy fraud is a serious crime and that if your bankruptcy forms are inaccurate or incomplete, you could be fined or imprisoned?',
          inline: true,
          options: [{ id: 'no', label: 'No' }, { id: 'yes', label: 'Yes' }],
        },
        {
          id: 'preparer',
          kind: 'checkbox',
          label: 'Did you pay or agree to pay someone who is not an attorney to help you fill out your bankruptcy forms?',
          options: [
            { id: 'no', label: 'No' },
            { id: 'yes', label: 'Yes. Name of Person. Attach Bankruptcy Petition Preparer’s Notice, Declaration, and Signature (Official Form 119).' },
          ],
        },
        {
          id: 'signProSe',
          kind: 'signature',
          label:
            'By signing here, I acknowledge that I understand the risks involved in filing without an attorney. I have read and understood this notice, and I am aware that filing a bankruptcy case without an attorney may cause me to lose my rights or property if I do not properly handle the case.',
          signers: ['Signature of Debtor 1', 'Signature of Debtor 2'],
        },
        { id: 'contact', kind: 'text', label: 'Contact phone, Cell phone, Email address' },
      ],
    },
  ],
  values: petitionValues,
};

function perDebtor(caseFile: CaseFileDraft, read: (debtor: Debtor) => string): string {
  const debtors = caseFile.debtors;
  if (!debtors) return '';
  return [`${D1} ${read(debtors.debtor)}`, ...(debtors.spouse ? [`${D2} ${read(debtors.spouse)}`] : [])].join('\n');
}

function bracket(amount: number, bounds: readonly number[], labels: readonly string[]): string[] {
  const index = bounds.findIndex((bound) => amount <= bound);
  return [labels[index === -1 ? labels.length - 1 : index]!];
}

/** Whether property would be left for creditors: equity above the liens and the exemptions claimed. */
function nonexemptEquityCents(caseFile: CaseFileDraft): number {
  const liens = new Map<string, number>();
  for (const debt of caseFile.debts?.debts ?? []) {
    if (debt.kind === 'secured') liens.set(debt.collateralItemId, (liens.get(debt.collateralItemId) ?? 0) + debt.amount);
  }
  return sumCents(
    propertyItems(caseFile).map((item) => {
      const equity = Math.max(0, item.value - (liens.get(item.id) ?? 0));
      const exempt = sumCents((caseFile.exemptions?.claims ?? []).filter((c) => c.propertyItemId === item.id).map((c) => claimedCents(c, item.value)));
      return Math.max(0, equity - exempt);
    }),
  );
}

function eightYearsBefore(date: string): string {
  return `${Number(date.slice(0, 4)) - 8}${date.slice(4)}`;
}

function usDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

export function petitionValues(caseFile: CaseFileDraft, context: FormContext): FormValues {
  const { filing, debtors, debts, property } = caseFile;
  const values: FormValues = {};
  if (debtors) {
    values['1'] = perDebtor(caseFile, (d) => fullName(d.name));
    values['2'] = perDebtor(caseFile, (d) => (d.otherNames.length ? d.otherNames.map((n) => (n.business ? `${n.name} (business name)` : n.name)).join('; ') : 'None'));
    values['3'] = perDebtor(caseFile, (d) => (d.ssnLast4 ? `xxx – xx – ${d.ssnLast4}` : ''));
    const spouseAddress = debtors.spouse && oneLineAddress(debtors.spouse.address) !== oneLineAddress(debtors.debtor.address) ? debtors.spouse.address : undefined;
    values['5'] = [
      `${D1} ${oneLineAddress(debtors.debtor.address)}${debtors.debtor.address.county ? `, ${debtors.debtor.address.county} County` : ''}`,
      ...(spouseAddress ? [`If Debtor 2 lives at a different address: ${oneLineAddress(spouseAddress)}${spouseAddress.county ? `, ${spouseAddress.county} County` : ''}`] : []),
      ...(debtors.debtor.mailingAddress ? [`Mailing address of Debtor 1: ${oneLineAddress(debtors.debtor.mailingAddress)}`] : []),
      ...(debtors.spouse?.mailingAddress ? [`Mailing address of Debtor 2: ${oneLineAddress(debtors.spouse.mailingAddress)}`] : []),
    ].join('\n');
    values['6'] = [
      debtors.debtor.livedInDistrict180Days ? 'debtor:180days' : 'debtor:other',
      ...(debtors.spouse ? [debtors.spouse.livedInDistrict180Days ? 'spouse:180days' : 'spouse:other'] : []),
    ];
    values.contact = perDebtor(caseFile, (d) => [d.phone && `Contact phone ${d.phone}`, d.email && `Email address ${d.email}`].filter(Boolean).join('; '));
  }
  if (filing) {
    values['7'] = [String(filing.chapter)];
    values['8'] = [filing.filingFee];
    values['12'] = yesNo(filing.soleProprietor);
    if (filing.soleProprietor && filing.soleProprietorship) {
      values['12business'] = `${filing.soleProprietorship.name}\n${filing.soleProprietorship.location}`;
      values['12kind'] = [filing.soleProprietorship.kind];
    }
    values['13'] = ['notChapter11'];
    values['14'] = yesNo(filing.hazardousProperty);
    if (filing.hazardousProperty) values['14details'] = filing.hazardousPropertyDetails ?? '';
    // "Not taken yet" has no box: none is checked (the final package waits for the course, see the generation gate).
    const counseling = (who: 'debtor' | 'spouse', status: (typeof filing.creditCounseling.debtor)['status']) => (status === 'notYet' ? [] : [`${who}:${status}`]);
    values['15'] = counseling('debtor', filing.creditCounseling.debtor.status);
    if (filing.creditCounseling.spouse) values['15spouse'] = counseling('spouse', filing.creditCounseling.spouse.status);
    values['17'] = yesNo(filing.chapter === 7);
  }
  if (caseFile.history) {
    const since = eightYearsBefore(context.filingDate);
    const recent = caseFile.history.priorCases.filter((c) => c.filingDate >= since);
    values['9'] = yesNo(recent.length > 0);
    if (recent.length) values['9.cases'] = recent.map((c): TableRow => ({ cells: { district: c.district ?? '', when: usDate(c.filingDate), caseNumber: c.caseNumber ?? '' }, details: [`Chapter ${c.chapter}`] }));
    const pending = caseFile.history.pendingCases;
    values['10'] = yesNo(pending.length > 0);
    if (pending.length) {
      values['10.cases'] = pending.map((c): TableRow => ({ cells: { district: c.district, when: c.filedOn ? usDate(c.filedOn) : '', caseNumber: c.caseNumber ?? '' }, details: [`Debtor: ${c.debtor}`, `Relationship to you: ${c.relationship}`] }));
    }
  }
  if (property && caseFile.contracts && debtors) {
    const ownsHome = propertyItems(caseFile, [1]).some((item) => item.realEstate && item.realEstate.address.street === debtors.debtor.address.street);
    const leasesHome = caseFile.contracts.contracts.some((c) => c.kind === 'residentialLease');
    if (ownsHome || leasesHome) values['11'] = yesNo(leasesHome && !ownsHome);
  }
  const consumer = primarilyConsumerDebts(caseFile);
  if (consumer !== undefined) {
    values['16a'] = yesNo(consumer);
    if (!consumer) values['16b'] = ['yes'];
  }
  if (filing?.chapter === 7 && property && caseFile.exemptions && debts) values['17funds'] = yesNo(nonexemptEquityCents(caseFile) > 0);
  if (debts) {
    const creditors = new Set(debts.debts.map((d) => d.creditor.name.trim().toLowerCase())).size;
    if (creditors > 0) values['18'] = bracket(creditors, CREDITOR_BOUNDS, CREDITOR_RANGES);
    values['20'] = bracket(sumCents(debts.debts.map((d) => d.amount)) / 100, DOLLAR_BOUNDS, DOLLAR_RANGES);
  }
  if (property) values['19'] = bracket(sumCents(propertyItems(caseFile).map((i) => i.value)) / 100, DOLLAR_BOUNDS, DOLLAR_RANGES);
  return values;
}
