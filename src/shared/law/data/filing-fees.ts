/**
 * Court filing fees by chapter, with the breakdown the court collects.
 *
 * Copied from the reference data file filing_fees_form2000_1225.csv. Source: Director's Form 2000,
 * "Required Lists, Schedules, Statements, and Fees" (revision 12/25), read from the copy at
 * jelliottdev/guided-bankruptcy-intake public/forms/form-2000_0425-form.pdf (its footer reads 12/25).
 * Effective: these amounts apply to cases filed on or after 2020-12-01, when the Judicial Conference
 * raised the administrative fee from $75 to $78 (data README; NCLC, "December 1 changes to
 * bankruptcy rules, forms and fees", 2020). Form 2000 of 12/25 only reprints them: its revision
 * date is not the day the fees took effect.
 * Confidence (data README): high; checked twice by independent sources.
 */

export const FILING_FEES_DATA_FILE = 'filing_fees_form2000_1225.csv';
export const FILING_FEES_EFFECTIVE_DATE = '2020-12-01';
export const FILING_FEES_OFFICIAL_SOURCE =
  "28 U.S.C. §1930 and the Bankruptcy Court Miscellaneous Fee Schedule (amounts in force since December 1, 2020), as reprinted in Director's Form 2000, Required Lists, Schedules, Statements, and Fees (revision 12/25)";
export const FILING_FEES_CONFIDENCE = 'high (checked twice by independent sources)';

export const FILING_FEES = [
  {
    chapter: 7,
    filingFee: 245,
    administrativeFee: 78,
    trusteeSurcharge: 15,
    total: 338,
    source: "Director's Form 2000 (12/25), jelliottdev/guided-bankruptcy-intake public/forms/form-2000_0425-form.pdf",
  },
  {
    chapter: 13,
    filingFee: 235,
    administrativeFee: 78,
    trusteeSurcharge: 0,
    total: 313,
    source: "Director's Form 2000 (12/25), jelliottdev/guided-bankruptcy-intake public/forms/form-2000_0425-form.pdf",
  },
  {
    chapter: 11,
    filingFee: 1167,
    administrativeFee: 571,
    trusteeSurcharge: 0,
    total: 1738,
    source: "Director's Form 2000 (12/25), jelliottdev/guided-bankruptcy-intake public/forms/form-2000_0425-form.pdf",
  },
  {
    chapter: 12,
    filingFee: 200,
    administrativeFee: 78,
    trusteeSurcharge: 0,
    total: 278,
    source: "Director's Form 2000 (12/25), jelliottdev/guided-bankruptcy-intake public/forms/form-2000_0425-form.pdf",
  },
] as const;

export type FilingFeeChapter = (typeof FILING_FEES)[number]['chapter'];
