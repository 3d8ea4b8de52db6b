import { FREE_LEGAL_HELP_ANCHOR } from '#shared/free-legal-help-anchor.ts';
import { freeLegalHelpUrl } from '#shared/free-legal-help.ts';

/**
 * The FAQ guide of the About page (spec 2.10) and the home page preview (the first 3 by sortOrder).
 * Plain text: paragraphs separated by a blank line. Legal figures are written as {{tokens}}
 * (src/shared/law/legal-text.ts) and filled in with the figure in force when the FAQ is served;
 * never type a dollar amount, deadline or waiting period here. `[words](https://…)` or
 * `[words](/path)` is a link (the FAQ answer's only markup).
 */

export interface SeedFaq {
  category: 'General' | 'Chapter 7' | 'Chapter 13' | 'Forms' | 'After Filing';
  question: string;
  answer: string;
  sortOrder: number;
}

const GENERAL: readonly Omit<SeedFaq, 'category'>[] = [
  {
    sortOrder: 10,
    question: 'What is the difference between Chapter 7 and Chapter 13?',
    answer: `Chapter 7 is the faster, simpler kind of bankruptcy. A court official called a trustee looks at what you own. Property that the law does not protect can be sold to pay your creditors, but most people who file Chapter 7 keep everything they own. At the end, most of your debts are wiped out. This is called a discharge. It usually comes {{chapter7.timeToDischarge}} after you file.

Chapter 13 is a repayment plan. You keep your property and pay part or all of your debts over {{chapter13Plan.length}}. People often choose it to catch up on a mortgage or car loan, to protect property that Chapter 7 would not protect, or because their income is too high for Chapter 7. When the plan is done, many remaining debts are discharged.

Which chapter fits you depends on your income, your property, your debts and your goals. If you are unsure, a free legal aid office or a bankruptcy attorney can help you choose.`,
  },
  {
    sortOrder: 20,
    question: 'Can I file for bankruptcy without a lawyer?',
    answer: `Yes. You have the right to file on your own. This is called filing "pro se." Many people do it, especially in simple Chapter 7 cases.

It takes care. You must fill out every form fully and honestly, meet each deadline, and follow your court's local rules. Mistakes can cost you property or get your case dismissed. Court staff can explain procedures, but they cannot give you legal advice.

Chapter 13 is much harder to do alone, because you must write a repayment plan that the court will approve. Get help from a lawyer or legal aid if you might lose your home, if you own property worth more than the law protects, if a creditor says you committed fraud, or if you have filed bankruptcy before.`,
  },
  {
    sortOrder: 30,
    question: 'What is the automatic stay?',
    answer: `The automatic stay is a court order that starts the moment you file. It stops most creditors from trying to collect from you. Collection calls and letters must stop. So do most lawsuits, wage garnishments, foreclosure sales and repossessions.

The stay has limits. It does not stop a criminal case. It does not stop the collection of child support or alimony from certain sources. If you had another bankruptcy case dismissed recently, the stay may be shorter or may not start at all unless the court orders it.

A creditor can ask the court to lift the stay, for example when you are behind on a car loan and are not paying. If you get a notice like that, read it right away and think about getting legal help.`,
  },
  {
    sortOrder: 40,
    question: 'What is this site, and is it legal advice?',
    answer: `This site gives education and community support to people who file bankruptcy on their own. We explain how Chapter 7 and Chapter 13 work, which forms are used, and what to expect, in plain language.

We are not a law firm, and nothing here is legal advice. We cannot tell you which chapter to file, what property to claim as exempt, or how the law applies to your situation. Other members of our community share their own experience, not legal advice.

Dollar amounts and deadlines on this site come from official sources, and we show the date each one took effect. Laws and local court rules change, so always check your court's website. When a lot is at stake, such as your home, talk to a legal aid office or a bankruptcy attorney.`,
  },
  {
    sortOrder: 50,
    question: 'Where can I find free or low-cost legal help?',
    answer: `Start with your local legal aid office. Legal aid groups give free help to people with low incomes, and many of them handle bankruptcy cases. To find the program that serves your address, use [Find Legal Aid from the Legal Services Corporation](${freeLegalHelpUrl('legal-aid')}).

You can also look for a law school clinic, a volunteer lawyer program run by your state or local bar association, or a self-help center at your bankruptcy court. The federal courts explain [filing without a lawyer](${freeLegalHelpUrl('court-self-help')}), and your court's own website has a self-help page.

Before you file, you must take credit counseling from an agency on the U.S. Trustee's [list of approved credit counseling agencies](${freeLegalHelpUrl('credit-counseling')}). All of these are also in [the free legal help list on our home page](/#${FREE_LEGAL_HELP_ANCHOR}).

Many bankruptcy attorneys offer a free first meeting. Ask what the full cost would be, what it covers, and whether you can pay over time.

Be careful with anyone who is not a lawyer but offers to "handle" your bankruptcy. Only a licensed attorney can give you legal advice.`,
  },
  {
    sortOrder: 60,
    question: 'What are the two required courses?',
    answer: `Almost everyone who files must take two short courses from providers approved by the U.S. Trustee Program, the part of the Department of Justice that oversees bankruptcy cases. In Alabama and North Carolina, the Bankruptcy Administrator approves providers instead; your bankruptcy court's website links to that list.

The first is credit counseling. You must take it within the {{creditCounseling.window}} before you file. You get a certificate, and you file it with your petition. If you skip it, your case can be dismissed.

The second is the debtor education course, about managing money. You take it after you file. In Chapter 7, the deadline is {{debtorEducation.chapter7Deadline}} after the first date set for your meeting of creditors. In Chapter 13, you must finish it before your last plan payment. Without it, you will not get a discharge.

Both courses are offered online and by phone. Approved providers must help you even if you cannot afford their fee, so ask about a fee waiver.`,
  },
  {
    sortOrder: 70,
    question: 'Will I lose my house or my car?',
    answer: `Not always. Many people keep both. It depends on how much your property is worth, how much you owe on it, and the exemptions you can use. An exemption is a law that protects a certain amount of property from being sold to pay creditors.

Each state has its own exemptions. Some states also let you choose a federal list instead. Under the federal list, you can protect up to {{federalExemption.homestead}} of equity in your home and up to {{federalExemption.vehicle}} of equity in one vehicle. Equity is what the property is worth minus what you still owe on it. Married couples who file together can often each claim these amounts.

If you have a loan on your house or car, you must keep paying it to keep the property, in either chapter. In Chapter 13, you can also catch up on missed payments over the plan.

If your home or car has more equity than you can protect, talk to a legal aid office or a bankruptcy attorney before you file.`,
  },
  {
    sortOrder: 80,
    question: 'Which debts does bankruptcy not wipe out?',
    answer: `Bankruptcy wipes out most credit card debt, medical bills, personal loans and past-due utility bills. Some debts usually survive. They include child support and alimony; most student loans; many recent income taxes; most fines and penalties owed to a government; criminal restitution; and debts for injuring or killing someone while driving drunk or high.

Student loans can be wiped out only if you win a separate lawsuit in the bankruptcy court showing that repaying them would be an "undue hardship." Some people do win, so it can be worth asking legal aid about it.

Other debts can survive if a creditor asks the court and wins, such as debts that came from fraud or from things bought on credit just before filing.

A secured debt, like a car loan, is different. Bankruptcy can end your personal duty to pay it, but the lender may still take the car if you stop paying.`,
  },
  {
    sortOrder: 90,
    question: 'How long will bankruptcy stay on my credit report?',
    answer: `Under the federal Fair Credit Reporting Act, a bankruptcy can stay on your credit report for up to 10 years from the date you file. The major credit bureaus usually remove a Chapter 7 case after 10 years and a completed Chapter 13 case after 7 years.

Your credit score can start to recover well before then, as your old debts are gone and you pay new bills on time.

After your case ends, check your credit reports for free. Each debt that was discharged should show a zero balance.`,
  },
  {
    sortOrder: 100,
    question: 'How often can I get a bankruptcy discharge?',
    answer: `The law sets waiting periods between discharges. They apply only if you got a discharge in the earlier case, and they are counted from the filing date of your earlier case to the filing date of your new case:

Chapter 7 after an earlier Chapter 7: {{repeatDischarge.chapter7AfterChapter7}}. Chapter 13 after an earlier Chapter 7: {{repeatDischarge.chapter13AfterChapter7}}. Chapter 7 after an earlier Chapter 13: {{repeatDischarge.chapter7AfterChapter13}}, unless the earlier plan paid all of your unsecured debts, or at least {{repeatDischarge.bestEffortPercent}} of them under a plan proposed in good faith that was your best effort. Chapter 13 after an earlier Chapter 13: {{repeatDischarge.chapter13AfterChapter13}}.

You can sometimes file a Chapter 13 case before a waiting period ends, for example to get the protection of the automatic stay and a repayment plan, but you would not get a discharge in that case. If you have filed before, get legal advice before you file again.`,
  },
];

const CHAPTER_7: readonly Omit<SeedFaq, 'category'>[] = [
  {
    sortOrder: 110,
    question: 'What is Chapter 7 bankruptcy?',
    answer: `Chapter 7 is sometimes called "liquidation" or a "fresh start" bankruptcy. When you file, the court appoints a trustee. The trustee reviews your forms, asks you questions at the meeting of creditors, and looks for property that the law does not protect.

If you have unprotected property, the trustee can sell it and pay your creditors. In most Chapter 7 cases there is nothing to sell, because exemptions protect everything the person owns.

Most people get their discharge {{chapter7.timeToDischarge}} after filing. The discharge ends your legal duty to pay most of your debts. Creditors can never try to collect those debts from you again.`,
  },
  {
    sortOrder: 120,
    question: 'What is the means test?',
    answer: `The means test decides whether your income is low enough for Chapter 7. It is done on Official Form 122A-1.

First, you work out your average monthly income for the months just before you file, as the form explains. Then you compare it with the median income for a household of your size in your state. The median income table in force today took effect on {{medianIncome.effectiveDate}}.

If you are married and file alone, your spouse's income counts too, unless you are legally separated or live apart (the form's line 1 explains).

If your income is at or below the median, you pass. If it is above, you fill out Form 122A-2. It subtracts set amounts for living expenses and some actual expenses to see whether you could afford to repay part of your debts. If you could, and you cannot show special circumstances, the court can dismiss your Chapter 7 case, or turn it into a Chapter 13 case if you agree.

Income from Social Security benefits is not counted. Some people do not have to take the test at all, for example when their debts are mostly business debts; Form 122A-1Supp explains who. The test is detailed, so follow the form's instructions line by line.`,
  },
  {
    sortOrder: 130,
    question: 'What property can I keep in Chapter 7?',
    answer: `You can keep property that is protected by exemptions. Exemption laws protect things like some equity in your home and car, household goods, clothing, tools you need for work, retirement accounts and public benefits.

Your state decides which exemption list you use. Some states make you use the state list. Others let you choose between the state list and the federal list. You cannot mix the two.

The federal list includes, for example, {{federalExemption.homestead}} of equity in your home, {{federalExemption.vehicle}} in one vehicle, household goods up to {{federalExemption.householdGoodsItem}} per item and {{federalExemption.householdGoodsTotal}} in total, and a "wildcard" of {{federalExemption.wildcard}} that can protect any property. These amounts took effect on {{federalExemption.effectiveDate}}.

You list the exemptions you claim on Schedule C (Form 106C). If you are not sure your property is protected, get legal advice before you file.`,
  },
  {
    sortOrder: 140,
    question: 'What is a reaffirmation agreement?',
    answer: `A reaffirmation agreement is a new promise to keep paying a debt that bankruptcy would otherwise wipe out. People most often use it for a car loan, so the lender will let them keep the car.

You never have to sign one. If you do, the debt survives your bankruptcy. If you later stop paying, the lender can take the property and sue you for any amount still owed.

The agreement must be filed with the court no later than {{reaffirmation.filingDeadline}} after the first date set for your meeting of creditors, unless the court gives more time. If you do not have a lawyer, the judge may hold a hearing to decide whether it is in your best interest. You can cancel it until your discharge or until {{reaffirmation.rescissionPeriod}} after it is filed with the court, whichever is later.

Because a reaffirmation can keep you in debt for years, think hard before signing and consider asking legal aid to review it.`,
  },
  {
    sortOrder: 150,
    question: 'What happens to my car loan or mortgage in Chapter 7?',
    answer: `A car loan or mortgage is a secured debt: the lender has a lien on the property. Chapter 7 can end your personal duty to pay, but it does not remove the lien. If you stop paying, the lender can still take the property.

You tell the court and your lenders what you plan to do on the Statement of Intention (Form 108). You can give the property back, keep it and keep paying (often through a reaffirmation agreement), or in some cases pay the lender what the item is worth in one payment. The form is due within {{statementOfIntention.deadline}} after you file, or by the meeting of creditors if that comes first. You must then do what it says within {{statementOfIntention.performDeadline}} after the first date set for the meeting; if you do not, the automatic stay ends for that property.

If you are behind on your mortgage and want to keep your home, Chapter 7 does not let you catch up over time. Chapter 13 does, so talk to legal aid or an attorney about your options.`,
  },
  {
    sortOrder: 160,
    question: 'Who cannot get a Chapter 7 discharge?',
    answer: `You cannot get a Chapter 7 discharge if you got a discharge in a Chapter 7 or Chapter 11 case you filed less than {{repeatDischarge.chapter7AfterChapter7}} before this one.

You also cannot get one if you got a discharge in a Chapter 12 or Chapter 13 case you filed less than {{repeatDischarge.chapter7AfterChapter13}} before this one. The exception: that plan paid all of your unsecured debts, or it paid at least {{repeatDischarge.bestEffortPercent}} of them and the court finds the plan was made in good faith and was your best effort.

If your income is too high under the means test, the court does not deny your discharge, but it can dismiss your Chapter 7 case, or turn it into a Chapter 13 case if you agree.

The court can also deny a discharge if you hide property, lie on your forms, destroy financial records, or fail to take the debtor education course. Giving away property or moving it into someone else's name before filing can also cause serious problems.

If any of this could apply to you, talk to a legal aid office or a bankruptcy attorney before you file.`,
  },
];

const CHAPTER_13: readonly Omit<SeedFaq, 'category'>[] = [
  {
    sortOrder: 210,
    question: 'What is Chapter 13 bankruptcy?',
    answer: `Chapter 13 lets you keep your property and repay some or all of your debts through a court-approved plan. The plan lasts {{chapter13Plan.length}}. Your income compared with your state's median income decides the length.

You make one monthly payment to a Chapter 13 trustee, who pays your creditors under the plan. The trustee's fee comes out of your payments and is {{chapter13.trusteeFee}}.

Chapter 13 can help you catch up on missed mortgage or car payments, stop a foreclosure, pay tax debts over time, and protect property that Chapter 7 would not protect. When you finish the plan, many remaining debts are discharged.`,
  },
  {
    sortOrder: 220,
    question: 'Who can file Chapter 13?',
    answer: `You must be an individual with regular income, such as wages, self-employment income, Social Security or a pension. A business cannot file Chapter 13, but a sole proprietor can.

Your debts must be under limits set by law. For cases filed today, your unsecured debts must be less than {{chapter13DebtLimit.unsecured}} and your secured debts less than {{chapter13DebtLimit.secured}}. These limits took effect on {{chapter13DebtLimit.effectiveDate}}.

You must also have taken credit counseling in the {{creditCounseling.window}} before filing. Tax returns are not a condition for filing, but every return you had to file for the {{taxReturns.chapter13Years}} before your case must be filed before the first date set for your meeting of creditors, or the court can dismiss your case. If you are close to a debt limit, ask an attorney how your debts are counted.`,
  },
  {
    sortOrder: 230,
    question: 'How is my Chapter 13 payment decided?',
    answer: `Your payment depends on your income, your allowed expenses, and what the law says your plan must pay. Official Forms 122C-1 and 122C-2 work out your "disposable income," which is what is left after allowed expenses.

The plan must pay certain debts in full, such as most recent taxes and past-due child support. It must pay what you owe to keep secured property, like missed mortgage payments you want to catch up on. Your unsecured creditors must get at least as much as they would have gotten if you had filed Chapter 7.

Your payment also covers the trustee's fee. The judge approves the plan at a confirmation hearing. Because plans are complex, many people get help from an attorney for Chapter 13.`,
  },
  {
    sortOrder: 240,
    question: 'When do I start making Chapter 13 payments?',
    answer: `Sooner than many people expect. Your plan is due with your petition or within {{chapter13Plan.deadline}} after you file. Your first plan payment is due within {{chapter13Plan.paymentsBegin}} after you file, even though the judge has not yet approved the plan.

Keep proof of every payment. Missing early payments is one of the most common reasons Chapter 13 cases are dismissed.

Your trustee's website or office can tell you how to pay. Many trustees take payments by payroll deduction, online payment or money order.`,
  },
  {
    sortOrder: 250,
    question: 'Can Chapter 13 stop a foreclosure?',
    answer: `Filing stops a foreclosure sale through the automatic stay, as long as you file before the sale. Chapter 13 then lets you catch up on the missed payments over the life of your plan.

You must also make every regular mortgage payment that comes due after you file. If you fall behind again, the lender can ask the court to let the foreclosure go forward.

Timing matters a great deal in foreclosure cases, and so do prior bankruptcy filings. If a sale date is near, contact legal aid or a bankruptcy attorney right away.`,
  },
  {
    sortOrder: 260,
    question: 'What if I cannot keep up with my Chapter 13 payments?',
    answer: `Contact your trustee as soon as you know you will miss a payment. Do not wait.

You may be able to change your plan to lower the payments if your income went down or your expenses went up. You may be able to switch your case to Chapter 7 if you qualify. In some cases, a court can grant a "hardship discharge" when problems outside your control make it impossible to finish the plan.

If payments stop and nothing is done, the trustee can ask the court to dismiss your case. Then the automatic stay ends, and creditors can start collecting again. An attorney or legal aid office can help you pick the best option.`,
  },
];

const FORMS: readonly Omit<SeedFaq, 'category'>[] = [
  {
    sortOrder: 310,
    question: 'Which forms do I need to file?',
    answer: `Most individuals file these official forms:

The Voluntary Petition (Form 101). The schedules of your property, debts, income and expenses (the Form 106 series), with a summary and a signed declaration. The Statement of Financial Affairs (Form 107). The Statement About Your Social Security Numbers (Form 121). The income forms: Form 122A-1 for Chapter 7, or Form 122C-1 for Chapter 13. In Chapter 7, the Statement of Intention (Form 108). In Chapter 13, a plan (Form 113, or your district's local plan form).

You also file your credit counseling certificate and usually a list of your creditors' names and addresses, in the format your court requires. Director's Form 2000 lists the papers and fees for each chapter. Always check your court's local rules for extra forms.`,
  },
  {
    sortOrder: 320,
    question: 'Where do I get the official forms, and are they free?',
    answer: `The official bankruptcy forms are free on the U.S. Courts website, uscourts.gov, under "Forms." Your bankruptcy court's website has its local forms and rules.

Use the most recent version of each form. The revision date is printed at the bottom of each page. Some forms, such as Schedule C (Form 106C) and the means test calculation (Form 122A-2), were updated in April 2025 with new dollar amounts.

You do not have to buy forms from anyone. Be careful with websites that charge for blank forms.`,
  },
  {
    sortOrder: 330,
    question: 'What are the bankruptcy schedules?',
    answer: `The schedules are the forms where you list your whole financial picture. Schedule A/B lists everything you own. Schedule C lists the property you claim as exempt. Schedule D lists debts secured by property. Schedule E/F lists unsecured debts, such as credit cards, medical bills and taxes. Schedule G lists contracts and leases. Schedule H lists anyone who owes a debt with you, such as a co-signer. Schedule I shows your income, and Schedule J shows your expenses.

You sign the schedules under penalty of perjury. List every debt and every piece of property, even things you think are worthless.

If you do not file the schedules with your petition, they are due within {{schedules.deadline}} after you file. If you need more time, ask the court before the deadline.`,
  },
  {
    sortOrder: 340,
    question: 'What if I cannot afford the filing fee?',
    answer: `The court filing fee is {{filingFee.chapter7}} for Chapter 7 and {{filingFee.chapter13}} for Chapter 13.

You can ask to pay in installments with Official Form 103A. The court can let you pay in up to {{feeInstallments.maxPayments}} payments, with the last one due within {{feeInstallments.finalPaymentDays}} after you file.

In Chapter 7 only, you can ask the court to waive the fee with Official Form 103B. To qualify, your household income must be less than {{feeWaiver.povertyPercent}} of the federal poverty guidelines, and you must be unable to pay the fee in installments. The judge decides.

If your fee is not paid as ordered, your case can be dismissed.`,
  },
  {
    sortOrder: 350,
    question: 'What if I leave something off my forms or make a mistake?',
    answer: `Tell the court as soon as you find the mistake. You can usually fix it by filing an amended form. There is usually a fee to add creditors after you file, and some courts have a local form for amendments.

It matters because you sign your forms under penalty of perjury. A debt you leave off may not be wiped out. Property you leave off can be taken by the trustee, and hiding property or income can lead to losing your discharge or even a criminal charge.

Honest mistakes happen. Fixing them quickly is the best thing you can do.`,
  },
  {
    sortOrder: 360,
    question: 'Can someone fill out my forms for me?',
    answer: `A "bankruptcy petition preparer" is a person who is not a lawyer but is paid to type your bankruptcy forms. The law allows this, with strict limits. A preparer must sign your forms, give their identifying number, and give you a written notice (Official Form 119) explaining that they are not a lawyer.

A preparer cannot give you legal advice. They cannot tell you which chapter to file, which exemptions to claim, or whether a debt will be wiped out. They cannot take your court filing fee; you pay that to the court yourself. The court can review what they charge you.

If someone offers more than typing help, or promises results, be careful. For advice, go to legal aid or a licensed attorney.`,
  },
];

const AFTER_FILING: readonly Omit<SeedFaq, 'category'>[] = [
  {
    sortOrder: 410,
    question: 'What happens right after I file?',
    answer: `Your case gets a number, and the automatic stay starts right away. The court sends a notice to every creditor you listed, telling them about your case and the date of your meeting of creditors.

A trustee is assigned to your case. The trustee may ask you for documents, such as pay stubs and bank statements. Send them by the date the trustee gives you. You must give the trustee your most recent federal tax return at least {{taxReturn.chapter7Deadline}} before the first date set for your meeting of creditors.

If papers the law requires, such as your schedules or pay stubs from the {{payStubs.period}} before filing, are still missing {{automaticDismissal.days}} after you file, the case is dismissed automatically.

Next come the meeting of creditors, the debtor education course, and, in Chapter 13, your plan payments and the confirmation hearing. Keep copies of everything, open all mail from the court and the trustee, and keep your address up to date with the court.`,
  },
  {
    sortOrder: 420,
    question: 'What is the 341 meeting of creditors?',
    answer: `It is a short meeting named after section 341 of the Bankruptcy Code. You answer the trustee's questions under oath about your forms, your property and your debts. Creditors may come and ask questions, but they rarely do. A judge is not there.

In Chapter 7, the meeting is held {{meetingOfCreditors.chapter7}} after you file. In Chapter 13, it is held {{meetingOfCreditors.chapter13}} after you file. Many meetings are held by phone or video. Your notice will tell you how and when.

Bring a photo ID and proof of your Social Security number, such as your Social Security card. Answer honestly. If you do not go, your case can be dismissed.`,
  },
  {
    sortOrder: 430,
    question: 'When will I get my discharge?',
    answer: `In Chapter 7, the discharge usually comes {{chapter7.dischargeAfterMeeting}} after your meeting of creditors, as long as you have filed your debtor education certificate and no one has objected.

In Chapter 13, the discharge comes after you finish all your plan payments and your debtor education course, which is {{chapter13Plan.length}} after the plan starts.

The court mails the discharge order to you and your creditors. Keep a copy in a safe place. You may need it later to prove that a debt was wiped out.`,
  },
  {
    sortOrder: 440,
    question: 'What if I miss the debtor education deadline?',
    answer: `If you do not file proof that you finished the debtor education course on time, the court can close your case without a discharge. Your debts would not be wiped out, even though you went through the whole case.

In Chapter 7, the deadline is {{debtorEducation.chapter7Deadline}} after the first date set for your meeting of creditors. In Chapter 13, you must finish the course before your last plan payment. Since {{debtorEducation.certificateRuleDate}}, you file the certificate from your course provider instead of Official Form 423. Some providers file it for you, so ask.

If you missed the deadline, finish the course and contact the court right away. You may have to ask the court to reopen your case, which can cost a fee.`,
  },
  {
    sortOrder: 450,
    question: 'Can I be fired or treated unfairly because I filed?',
    answer: `Federal law protects you from some kinds of unfair treatment. A government agency cannot deny, end or refuse to renew a license or permit, or fire you, just because you filed bankruptcy or did not pay a debt that was discharged. A private employer cannot fire you just because you filed.

Student loan programs run by the government also cannot deny you new loans or grants only because of a bankruptcy.

These protections have limits, and lenders can still look at your credit history. If you think you were treated unfairly because of your bankruptcy, contact legal aid or an attorney.`,
  },
  {
    sortOrder: 460,
    question: 'How do I rebuild my credit after bankruptcy?',
    answer: `Start by getting your free credit reports from the three major credit bureaus at annualcreditreport.com. Make sure each discharged debt shows a zero balance and says it was included in bankruptcy. If something is wrong, dispute it with the credit bureau.

Then build new, positive history. Pay every bill on time. A secured credit card, where you put down a deposit, is a common first step. Keep balances low and avoid taking on new debt you cannot afford.

Watch out for "credit repair" companies that charge you to remove true information from your report. No one can legally remove accurate information before the law allows it.`,
  },
];

const withCategory = (category: SeedFaq['category'], items: readonly Omit<SeedFaq, 'category'>[]): SeedFaq[] =>
  items.map((item) => ({ category, ...item }));

export const SEED_FAQS: readonly SeedFaq[] = [
  ...withCategory('General', GENERAL),
  ...withCategory('Chapter 7', CHAPTER_7),
  ...withCategory('Chapter 13', CHAPTER_13),
  ...withCategory('Forms', FORMS),
  ...withCategory('After Filing', AFTER_FILING),
];
