/**
 * The cover sheet of the Chapter 7 package, as plain content (headings and paragraphs) the package
 * renderer draws before the forms: what is inside, what to sign and where, the filing fee in force
 * on the planned filing date, the district's bankruptcy court (website from the project's court
 * data; our data has no street addresses, so it says where to find it), the credit counseling
 * certificate, the debtor education course, and the deadlines that start at filing. Every figure
 * comes from src/shared/law/data through figures.ts, for the planned filing date.
 */
import type { CaseFile } from '#shared/case-file/case-file.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatDollars } from '#shared/format/money.ts';
import { checkMedianTable, getFilingFee, getMedianIncomeTable, getTimingPeriod, getTimingRule, UST_MEANS_TESTING_URL } from '#shared/law/figures.ts';
import type { FeeWaiverEligibility } from '#shared/law/fee-waiver.ts';
import { BANKRUPTCY_COURTS } from '../../../modules/resources/data/bankruptcy-courts.ts';
import { importedMedianTables } from '../imported-median-tables.ts';

export interface CoverSheetSection {
  heading: string;
  paragraphs: string[];
}

export interface CoverSheet {
  title: string;
  sections: CoverSheetSection[];
}

/** One form in the package, as the cover sheet lists it. */
export interface PackageFormEntry {
  number: string;
  title: string;
  /** Who signs and where, when the form has a signature ("Part 3: both of you sign and date"). */
  sign?: string;
}

export interface CoverSheetInput {
  caseFile: Pick<CaseFile, 'filing'>;
  filingDate: string;
  forms: readonly PackageFormEntry[];
  /** The fee waiver answer, when the person asked for one (Form 103B), to say why it is or is not included. */
  feeWaiver?: FeeWaiverEligibility;
}

/** Forms that print the median (122A-1 line 13, 122C-1 line 16c). */
const MEDIAN_FORMS = new Set(['122A-1', '122C-1']);

/**
 * Page 1's warning when the median on the means test form is our estimate, or a table the U.S.
 * Trustee has likely replaced by the filing date (issue 39): the form prints it, the person checks it.
 */
function medianWarning(forms: readonly PackageFormEntry[], date: Date, filingDate: string): CoverSheetSection[] {
  const form = forms.find((f) => MEDIAN_FORMS.has(f.number));
  if (!form) return [];
  const table = getMedianIncomeTable(date, importedMedianTables());
  const check = checkMedianTable(table, filingDate);
  if (!check.needsCheck) return [];
  const line = form.number === '122A-1' ? 'line 13' : 'line 16c';
  const why =
    check.status === 'estimate'
      ? `The median family income on Form ${form.number} ${line} is an estimate — check the official table at the U.S. Trustee Program's site. We worked it out from the table for cases filed on or after ${formatIsoDate(table.effectiveDate)}; it is not the official figure.`
      : `The median family income on Form ${form.number} ${line} comes from the table for cases filed on or after ${formatIsoDate(table.effectiveDate)}. A newer table likely applies to cases filed on or after ${formatIsoDate(check.likelyReplacedOn)}, so treat the figure as an estimate — check the official table at the U.S. Trustee Program's site.`;
  return [
    {
      heading: 'Warning: check the median income figure before you file',
      paragraphs: [
        why,
        `Before you file, look up the median for your state and household size for your filing date at ${UST_MEANS_TESTING_URL} and write it on the form if it is different. If your income is above that median, you may need Form ${form.number === '122A-1' ? '122A-2' : '122C-2'} as well.`,
      ],
    },
  ];
}

const days = (id: Parameters<typeof getTimingPeriod>[0], date: Date) => getTimingPeriod(id, date).value;

export function coverSheet({ caseFile, filingDate, forms, feeWaiver }: CoverSheetInput): CoverSheet {
  const date = new Date(`${filingDate}T12:00:00Z`);
  const joint = caseFile.filing.jointFiling;
  const signers = joint ? 'both of you' : 'you';
  const chapter = caseFile.filing.chapter;
  const fee = getFilingFee(chapter, date);
  const court = BANKRUPTCY_COURTS.find((c) => c.districtCode === caseFile.filing.district.code);

  const inside = forms.map((f) => `Official Form ${f.number}: ${f.title}`);
  const signing = forms.filter((f) => f.sign).map((f) => `Form ${f.number}: ${f.sign}`);

  const feeLines = [
    `The fee to file a Chapter ${chapter} case is ${formatDollars(fee.value, { cents: 'always' })} (filing fee ${formatDollars(fee.breakdown.filingFee)}, administrative fee ${formatDollars(fee.breakdown.administrativeFee)}${fee.breakdown.trusteeSurcharge ? `, trustee surcharge ${formatDollars(fee.breakdown.trusteeSurcharge)}` : ''}), in force since ${formatIsoDate(fee.effectiveDate)} (${fee.officialSource}).`,
  ];
  if (caseFile.filing.filingFee === 'full') feeLines.push('You chose to pay the whole fee when you file. Ask the clerk which kinds of payment the court takes.');
  if (caseFile.filing.filingFee === 'installments') {
    const rule = getTimingRule('feeInstallments', date);
    feeLines.push(`You chose to pay in installments: Form 103A asks the court to let you pay in up to ${rule.count ?? ''} parts, the last within ${rule.period?.max ?? ''} days after filing (${rule.officialSource}). Fill in the dates of the later payments on Form 103A.`);
  }
  if (caseFile.filing.filingFee === 'waiver' && feeWaiver) {
    feeLines.push(feeWaiver.offered ? `You asked for a fee waiver, and Form 103B is included. ${feeWaiver.reason}` : `You asked for a fee waiver, but Form 103B is not included. ${feeWaiver.reason}`);
  }

  const counseling = getTimingRule('creditCounseling', date);
  const education = getTimingRule('debtorEducationChapter7', date);
  const deadlines = [
    `Schedules and statements: with the petition, or within ${days('schedulesAndStatements', date).max} days after filing if you did not file them together (${getTimingRule('schedulesAndStatements', date).officialSource}).`,
    ...(chapter === 7
      ? [
          `Statement of Intention (Form 108): within ${days('statementOfIntention', date).max} days after filing or by the meeting of creditors if that comes first (${getTimingRule('statementOfIntention', date).officialSource}). Send a copy to each creditor and lessor listed on it.`,
          `Meeting of creditors: the court sets it ${days('meetingOfCreditorsChapter7', date).min} to ${days('meetingOfCreditorsChapter7', date).max} days after filing (${getTimingRule('meetingOfCreditorsChapter7', date).officialSource}) and mails you the date.`,
        ]
      : []),
  ];

  return {
    title: `Your Chapter ${chapter} bankruptcy package`,
    sections: [
      ...medianWarning(forms, date, filingDate),
      {
        heading: 'What is inside',
        paragraphs: [
          'These are the forms in the order you file them. Form 121 (your full Social Security number) and the creditor mailing list are separate files: hand them to the clerk separately, never with the other forms.',
          ...inside,
        ],
      },
      {
        heading: 'What to sign and where',
        paragraphs: [
          `Sign in ink where each form says "Signature of Debtor 1"${joint ? ' and "Signature of Debtor 2"' : ''}, and write the date. ${joint ? 'Both of you sign every signature line.' : ''}`.trim(),
          ...signing,
          `Check every page before you sign: ${signers} declare under penalty of perjury that the answers are true and complete.`,
        ],
      },
      { heading: 'The filing fee', paragraphs: feeLines },
      {
        heading: 'Where to file',
        paragraphs: court
          ? [
              `United States Bankruptcy Court for the ${court.districtName}.`,
              ...(court.website ? [`Website: ${court.website}. The court's address and opening hours are on its website.`] : ['The court\'s address and opening hours are on the court\'s website (uscourts.gov lists every court).']),
              ...(court.proSePage ? [`Filing without a lawyer: ${court.proSePage}`] : []),
            ]
          : [`United States Bankruptcy Court for the ${caseFile.filing.district.name}. Its address and website are listed at uscourts.gov.`],
      },
      {
        heading: 'Before you file: credit counseling',
        paragraphs: [
          `Each of you who files must take a credit counseling course from an approved agency ${counseling.value} (${counseling.officialSource}), and file the certificate with the petition.`,
        ],
      },
      {
        heading: 'After you file: the debtor education course',
        paragraphs: [`Take the debtor education (financial management) course ${education.value} (${education.officialSource}). Without its certificate the court will not grant a discharge.`],
      },
      { heading: 'Deadlines that start when you file', paragraphs: deadlines },
      {
        heading: 'This is not legal advice',
        paragraphs: ['These forms were prepared from your answers. This service is education and community support, not legal advice. If you are unsure about any answer, free legal help may be available: see the legal help panel on the site.'],
      },
    ],
  };
}
