/**
 * FAQ answers the counseling assistant was asked for and our pages did not hold (issue 41): tax
 * refunds, student loans, filing without a spouse, an ex-spouse's debts, lawsuits and garnishment
 * after filing, what the trustee asks, costs and credit. Written 2026-12-07 from the statutes and
 * rules each answer names (11 U.S.C. as in force on that day; Fed. R. Bankr. P.); no legal figure
 * is typed here ({{tokens}} as in faqs.ts). Shipped to existing databases by the seed
 * 'faqs-counselor-2026-12'.
 */
import type { SeedFaq } from './faqs.ts';

export const COUNSELOR_FAQS_2026_12: readonly SeedFaq[] = [
  {
    category: 'General',
    sortOrder: 200,
    question: 'What happens to my tax refund if I file bankruptcy?',
    answer: `A tax refund for time before you filed is property of your bankruptcy case. In Chapter 7 the trustee can take the part of the refund that your exemptions do not protect, so many people file after they have received and spent their refund on necessary living costs, such as rent, food and car repairs. Keep receipts.

In Chapter 13, many plans require you to pay refunds into the plan or to send the trustee copies of your tax returns each year.

Do not change your withholding or file your return late to hide a refund. List any refund you expect on your forms. Source: 11 U.S.C. §541(a) (property of the estate), §522 (exemptions), §521(f) (tax returns). Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 210,
    question: 'Can bankruptcy wipe out my student loans?',
    answer: `Usually not. Student loans are not discharged unless you prove that repaying them would be an "undue hardship". To ask for that, you file a separate lawsuit inside your bankruptcy case, called an adversary proceeding. Courts look at whether you can keep a minimal standard of living, whether your hardship is likely to last, and whether you tried in good faith to repay.

Since 2022 the Department of Justice and the Department of Education use a form (an attestation) that can make these cases simpler for federal loans. Ask legal aid for help before you try.

Filing still stops collection of student loans for a while through the automatic stay. Source: 11 U.S.C. §523(a)(8); Fed. R. Bankr. P. 7001. Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 220,
    question: 'Can I file bankruptcy without my spouse?',
    answer: `Yes. A married person can file alone. Only your debts are wiped out, and your spouse still owes any debt you both signed for, so creditors can collect that debt from your spouse.

Your spouse's income still counts in the means test if you live together, though you can subtract what your spouse pays only for their own needs (the marital adjustment). In community property states, filing alone can still bring property you own together into the case.

If you both owe most of the debts, filing together usually costs one fee and protects you both. Source: 11 U.S.C. §302 (joint cases), §524(e) (a discharge does not free a co-debtor), §707(b)(2); Official Form 122A-1. Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 230,
    question: 'What about debts my ex-spouse must pay under our divorce?',
    answer: `A divorce decree decides between you and your ex-spouse who pays a debt, but it does not bind the creditor. If your name is on a joint credit card or loan, the creditor can still collect from you.

If you file bankruptcy, child support and alimony are never discharged. Other debts you owe your ex-spouse under a divorce decree, such as a promise to pay a joint debt or to hold them harmless, are not wiped out in Chapter 7, but some can be in Chapter 13.

If your ex-spouse files bankruptcy, the creditor may come to you for a joint debt. Talk to legal aid or a family law attorney about going back to the divorce court. Source: 11 U.S.C. §523(a)(5), (a)(15); §1328(a)(2). Written 2026-12-07.`,
  },
  {
    category: 'After Filing',
    sortOrder: 240,
    question: 'What happens to a lawsuit against me after I file bankruptcy?',
    answer: `Filing stops most lawsuits to collect a debt at once, through the automatic stay. Send the court where you were sued, and the creditor's lawyer, a copy of your bankruptcy notice (it shows the case number), and list the lawsuit on your forms (Form 107).

If the debt is wiped out, the creditor cannot go back to the lawsuit. A creditor who says the debt came from fraud can sue in the bankruptcy court instead, within a deadline. Before you file, answer the lawsuit by the deadline on your court papers, or the creditor can win by default. Source: 11 U.S.C. §362(a)(1); §523(c). Written 2026-12-07.`,
  },
  {
    category: 'After Filing',
    sortOrder: 250,
    question: 'Does bankruptcy stop a wage garnishment?',
    answer: `Yes, for most debts. The automatic stay stops a garnishment when you file. Send your employer and the creditor your bankruptcy notice so the next paycheck is not garnished. Money taken shortly before you filed can sometimes be gotten back.

A garnishment for child support or alimony does not stop. Source: 11 U.S.C. §362(a), §362(b)(2)(C); §547; §522(h). Written 2026-12-07.`,
  },
  {
    category: 'After Filing',
    sortOrder: 260,
    question: 'What does the trustee ask at the 341 meeting?',
    answer: `The trustee asks short questions under oath, usually: Is your signature on the petition? Did you read the forms before you signed them, and is everything true and complete? Did you list all your property and all your debts? Have you given away, sold or transferred property, or paid back a relative, in the last years? Do you expect a tax refund or an inheritance? Have you filed all your tax returns?

Bring a photo ID and proof of your Social Security number. Answer truthfully and simply. Source: 11 U.S.C. §341, §343; Fed. R. Bankr. P. 4002. Written 2026-12-07.`,
  },
  {
    category: 'Forms',
    sortOrder: 270,
    question: 'How much does bankruptcy cost without a lawyer?',
    answer: `The court filing fee is {{filingFee.chapter7}} for Chapter 7 and {{filingFee.chapter13}} for Chapter 13. You can ask to pay it in installments, and in Chapter 7 you can ask the court to waive it if your income is low.

You also pay for the two required courses, usually a modest fee each; approved providers must offer them free or at a lower fee if you cannot pay. The official forms are free. Source: 28 U.S.C. §1930; Fed. R. Bankr. P. 1006; 11 U.S.C. §111. Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 280,
    question: 'When is the best time to file bankruptcy?',
    answer: `Timing can change what you keep and whether you get a discharge. Things to check first: whether you are still within the waiting period after an earlier discharge; whether you gave away property or paid back a relative recently (the trustee can undo that); whether your income in the months before filing was unusually high (the means test averages it over those months); and whether a tax refund or bonus is coming.

If a foreclosure sale, garnishment or lawsuit is happening now, filing stops it, so waiting can cost you. Ask legal aid if you are unsure. Source: 11 U.S.C. §727(a)(8), (a)(9); §547; §548; §101(10A); §362. Written 2026-12-07.`,
  },
  {
    category: 'Chapter 13',
    sortOrder: 285,
    question: 'How long does Chapter 13 take, and how many years does the plan last?',
    answer: `A Chapter 13 plan lasts {{chapter13Plan.length}}. If your income is below your state's median, the plan can be as short as the shorter period; above the median, it usually runs the longer one. Your discharge comes after you make every plan payment and finish the debtor education course.

You can pay off the plan early only if you pay your unsecured creditors in full. Source: 11 U.S.C. §1322(d), §1325(b)(4), §1328(a), (g). Written 2026-12-07.`,
  },
  {
    category: 'Chapter 7',
    sortOrder: 290,
    question: 'Can I keep paying my car and keep it in Chapter 7?',
    answer: `Often yes. If you are current on the loan and want to keep the car, you can sign a reaffirmation agreement with the lender, or in some places just keep paying. If your equity in the car is above your exemption, the trustee could sell it.

You can also give the car back, or redeem it by paying the lender what the car is worth in one payment. Source: 11 U.S.C. §521(a)(2), §524(c), §722. Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 300,
    question: 'Will bankruptcy wipe out medical bills and credit cards?',
    answer: `Yes, usually. Credit card debt, medical bills, personal loans and old utility bills are the debts a discharge most often wipes out.

The exceptions: recent charges for luxuries or cash advances just before filing can be challenged, and a debt from fraud can survive if the creditor objects in time. Source: 11 U.S.C. §727(b), §523(a)(2). Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 310,
    question: 'Can I get a car loan or rent an apartment after bankruptcy?',
    answer: `Yes. Many people get a car loan or a lease soon after the discharge, though often at a higher interest rate at first. A landlord or lender may ask about it, and a government landlord or lender cannot refuse you only because you filed.

Build credit again with on-time payments, a secured card, and checking your credit report for debts that still show as owed. Source: 11 U.S.C. §525; Fair Credit Reporting Act, 15 U.S.C. §1681c. Written 2026-12-07.`,
  },
  {
    category: 'General',
    sortOrder: 320,
    question: 'Do I have to list all my debts and property?',
    answer: `Yes, every one, even a debt to a relative and a debt you want to keep paying. You sign your forms under penalty of perjury. Leaving out property or a transfer on purpose can cost you your discharge and is a crime.

If you forgot something, you can amend your forms. Source: 11 U.S.C. §521(a)(1), §727(a)(4); 18 U.S.C. §152; Fed. R. Bankr. P. 1009. Written 2026-12-07.`,
  },
];
