import { registerMessages } from '../i18n.ts';

/**
 * English texts: the "How to file" page of a complete package (issue 37). Figures and their
 * statutes or rules come from the server ({days}, {source}); citations the figures module does not
 * hold are rules of procedure named in the text itself.
 */
export const enHowToFile = {
  'howToFile.link': 'How to file your forms',
  'howToFile.intro': 'Your {packageName}, for the United States Bankruptcy Court for the {districtName}.',
  'howToFile.notAdvice': 'This page is education, not legal advice. Each court has its own local rules: check your court’s website or call the clerk’s office before you go.',
  'howToFile.loading': 'Loading how to file your forms…',
  'howToFile.loadFailed': 'We could not load this page.',
  'howToFile.back': 'Back to your document',
  'howToFile.noPdfYet': 'You have not made your final PDF yet. Generate it first, then print it and sign it.',
  'howToFile.noPdfYetLink': 'Go to the last step: generate your forms',
  'howToFile.newTab': '(opens in a new tab)',

  'howToFile.where.heading': 'Where to file',
  'howToFile.where.yours': 'The clerk’s office for where you live:',
  'howToFile.where.one': 'Your court’s clerk’s office:',
  'howToFile.where.several': 'Your court has {count} offices. Our data does not say which one serves your county, so call the court and ask which office to use.',
  'howToFile.where.none': 'We do not have the addresses of this court’s offices. Find them on the court’s website, or on uscourts.gov.',
  'howToFile.where.asOf': 'Court office details as of {date} — check the court’s website before you go.',
  'howToFile.where.website': 'Your court’s website',
  'howToFile.where.proSe': 'Your court’s page for people filing without a lawyer',
  'howToFile.where.others': 'Other offices of this court ({count})',
  'howToFile.office.hearingOnly': 'The court holds hearings here. It is not a clerk’s office: you cannot file your forms here.',
  'howToFile.office.unstaffed': 'Not always open or staffed. Call before you go.',
  'howToFile.office.note': 'Note: {note}',
  'howToFile.office.noStreet': 'We do not have the street address of this office.',
  'howToFile.office.phone': 'Phone:',
  'howToFile.office.noPhone': 'We do not have a phone number for this office.',
  'howToFile.office.lowConfidence': 'We are less sure of these details (from {date}). Call the court to check them.',

  'howToFile.fee.heading': 'The filing fee',
  'howToFile.fee.total': 'The court’s fee to file a Chapter {chapter} case is {total}.',
  'howToFile.fee.parts': 'That is a {filingFee} filing fee and a {administrativeFee} administrative fee.',
  'howToFile.fee.partsWithSurcharge': 'That is a {filingFee} filing fee, a {administrativeFee} administrative fee and a {trusteeSurcharge} trustee surcharge.',
  'howToFile.fee.source': 'In force since {date}. Source: {source}.',
  'howToFile.fee.full': 'You chose to pay the whole fee when you file. Ask the clerk’s office which kinds of payment it takes before you go.',
  'howToFile.fee.installments':
    'You chose to pay in installments. Form 103A, in your forms, asks the court to let you pay in up to {count} parts, the last one within {days} days after you file ({source}). Sign it and file it with your petition. The court decides, and you must pay each part by its date.',
  'howToFile.fee.waiverIncluded':
    'You asked the court to waive the fee. Form 103B, in your forms, asks for it ({source}). Sign it and file it with your petition. The court decides. If it says no, you must pay the fee, and you can ask to pay it in installments.',
  'howToFile.fee.waiverNotIncluded': 'You asked for a fee waiver, but Form 103B is not in your forms. {reason}',
  'howToFile.fee.change': 'Change how you will pay the fee',

  'howToFile.bring.heading': 'What to bring to the clerk’s office',
  'howToFile.bring.signed': 'Your forms, printed and signed. Sign in ink and write the date where each form says “Signature of Debtor 1”. Sign these forms, in these parts:',
  'howToFile.bring.signedJoint':
    'Your forms, printed and signed. Sign in ink and write the date where each form says “Signature of Debtor 1” and “Signature of Debtor 2”. Both of you sign every signature line, in these forms and parts:',
  'howToFile.bring.form': 'Form {number}, {title}',
  'howToFile.bring.form121':
    'Form 121 (your full Social Security number), signed. Hand it to the clerk apart from your other forms: it is not part of the public court file (Fed. R. Bankr. P. 1007(f)).',
  'howToFile.bring.matrix':
    'The creditor mailing list (also called the matrix): the names and addresses of everyone you owe. The court uses it to mail notices (Fed. R. Bankr. P. 1007(a)(1)). Some courts want it in their own format: check the court’s website.',
  'howToFile.bring.counseling': 'Your credit counseling certificate. You take the course from an approved agency within {days} days before you file ({source}) and file its certificate with your petition.',
  'howToFile.bring.counselingJoint': 'Each of your credit counseling certificates. You each take the course from an approved agency within {days} days before you file ({source}) and file the certificates with your petition.',
  'howToFile.bring.feeFull': 'The fee: {total}.',
  'howToFile.bring.feeInstallments': 'Your signed Form 103A (the fee in installments).',
  'howToFile.bring.feeWaiver': 'Your signed Form 103B (the fee waiver).',
  'howToFile.bring.copies': 'A copy of everything for yourself.',
  'howToFile.bring.meeting':
    'For the meeting of creditors later, keep ready: a photo ID from the government (like a driver’s license, state ID or passport) and proof of your Social Security number (like your Social Security card or a W-2) (Fed. R. Bankr. P. 4002(b)(1)).',
  'howToFile.bring.files': 'Your files',

  'howToFile.next.heading': 'What happens after you file',
  'howToFile.next.stay':
    'The automatic stay starts the moment you file. Most creditors must stop trying to collect from you: no more calls, letters, lawsuits or wage garnishments (11 U.S.C. 362(a)). There are exceptions, like most child support.',
  'howToFile.next.taxReturn': 'Send your latest federal tax return (or a transcript of it) to the trustee at least {days} days before the meeting of creditors ({source}).',
  'howToFile.next.meeting':
    'The meeting of creditors (the “341 meeting”): the court sets it {min} to {max} days after you file ({source}) and mails you the date. The trustee asks you questions under oath about your forms. Creditors may come, but often do not. Bring your photo ID and proof of your Social Security number.',
  'howToFile.next.planPayments': 'Make your first plan payment to the trustee within {days} days after you file, even before the court approves your plan ({source}).',
  'howToFile.next.education7':
    'Take the debtor education course (a course on managing money) within {days} days after the first date set for the meeting of creditors ({source}), and file its certificate. Without it, the court will not grant your discharge.',
  'howToFile.next.education13': 'Take the debtor education course (a course on managing money) before your last plan payment ({source}), and file its certificate. Without it, the court will not grant your discharge.',
  'howToFile.next.discharge7':
    'The discharge: if no one objects within {days} days after the first date set for the meeting of creditors ({source}), the court usually grants it soon after. It ends your legal duty to pay most of your debts. Some debts stay, like most student loans, recent taxes and child support.',
  'howToFile.next.discharge13':
    'The discharge: once you have made every plan payment (a plan lasts {min} to {max} years: {source}), the court grants it (11 U.S.C. 1328(a)). It ends your legal duty to pay most of the debts that are left. Some debts stay, like most student loans and child support.',
} as const satisfies Record<string, string>;

registerMessages('en', enHowToFile);
