/**
 * Education-oriented news shown on /news. Content is simple Markdown (paragraphs and `- ` lists).
 * Legal figures are {{tokens}} (src/shared/law/legal-text.ts), filled in when served. An article
 * about a past change pins the day (`{{chapter13DebtLimit.unsecured@2025-04-01}}`) so it keeps
 * saying what changed then; explainers use plain tokens so readers see the figure in force today.
 * Never type a dollar amount, deadline or waiting period here.
 */

export interface SeedNewsArticle {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** ISO date */
  publishedAt: string;
}

export const SEED_NEWS_ARTICLES: readonly SeedNewsArticle[] = [
  {
    slug: 'chapter-13-debt-limits-changed-april-2025',
    title: 'Chapter 13 debt limits changed on {{chapter13DebtLimit.effectiveDate@2025-04-01}}',
    excerpt:
      'For cases filed on or after {{chapter13DebtLimit.effectiveDate@2025-04-01}}, the Chapter 13 limits rose to {{chapter13DebtLimit.unsecured@2025-04-01}} in unsecured debt and {{chapter13DebtLimit.secured@2025-04-01}} in secured debt.',
    publishedAt: '2025-04-07',
    content: `On {{chapter13DebtLimit.effectiveDate@2025-04-01}}, the debt limits for Chapter 13 bankruptcy went up. The new limits apply to cases filed on or after that date. If your debts were just over the old limits, you may now be able to use Chapter 13.

To file Chapter 13, your debts on the day you file must be under two separate limits:

- Unsecured debts must be less than {{chapter13DebtLimit.unsecured@2025-04-01}}. Just before the change, the limit was {{chapter13DebtLimit.unsecured@2025-03-31}}.
- Secured debts must be less than {{chapter13DebtLimit.secured@2025-04-01}}. Just before the change, the limit was {{chapter13DebtLimit.secured@2025-03-31}}.

Secured debts are backed by property the lender can take if you do not pay, such as a mortgage or a car loan. Unsecured debts are not tied to property. Credit cards, medical bills, personal loans and most student loans are unsecured.

Only debts that are definite and have an amount that can be figured out count toward the limits. A debt that depends on something that has not happened yet may not count. Courts do not always agree on how to count some debts, such as the part of a car loan that is more than the car is worth. If you are close to either limit, talk to a bankruptcy attorney or legal aid office before you file.

Why did the limits change? The Bankruptcy Code sets many dollar amounts, and they are adjusted for inflation on a set schedule. The Judicial Conference of the United States publishes the new amounts in the Federal Register. The same change raised other amounts too. For example, the federal homestead exemption became {{federalExemption.homestead@2025-04-01}}, and the means-test figures on Form 122A-2 went up. The next adjustment is due on {{sec104.nextAdjustmentDate}}.

What does this mean for you?

- The limits that apply are the ones in force on the day you file, not the day you started your paperwork.
- Chapter 13 lets you keep your property and pay your debts through a plan that lasts {{chapter13Plan.length}}. It is often used to catch up on a mortgage or car loan.
- If your debts are over the limits, you may still have options, such as Chapter 7 or Chapter 11. Chapter 11 is complex and costly, and people rarely handle it without a lawyer.
- Chapter 13 also has other rules. For example, you need regular income, and you must take credit counseling in the {{creditCounseling.window}} before you file.

On this site, every legal figure shows the date it took effect and where it comes from, so you can check it. This article is education, not legal advice. Your situation may have details that change the answer, so ask a legal aid office or a bankruptcy attorney when a lot is at stake.`,
  },
  {
    slug: 'official-form-updates-april-2025',
    title: 'What the 2025 official form updates mean for filers',
    excerpt:
      'Schedule C (Form 106C) and the means test forms 122A-2 and 122C-2 have April 2025 versions with new dollar amounts. Here is what changed and how to make sure you use the right version.',
    publishedAt: '2025-05-05',
    content: `On {{federalExemption.effectiveDate@2025-04-01}}, many dollar amounts in the Bankruptcy Code went up for inflation. Several official forms print those amounts, so they were updated too. The new versions carry the revision date 04/25 at the bottom of each page. If you started your forms before April 2025, check that you are using the current versions.

Here are the changes that affect most individual filers.

## Schedule C: The Property You Claim as Exempt (Form 106C)

- Line 3 asks whether you claim a homestead exemption above a set amount on a home you got not long before filing. The form gives the exact time period. That amount rose from {{stateHomesteadCap.recentlyAcquired@2025-03-31}} to {{stateHomesteadCap.recentlyAcquired@2025-04-01}}.
- The federal exemptions you may claim on Schedule C also went up. For example, the federal homestead exemption is now {{federalExemption.homestead@2025-04-01}} and the federal motor vehicle exemption is {{federalExemption.vehicle@2025-04-01}}. Remember that some states do not let you use the federal exemptions at all.

## Chapter 7 Means Test Calculation (Form 122A-2)

- Line 29, the monthly expense allowed for each dependent child's education, rose from {{meansTest.childEducationMonthly@2025-03-31}} to {{meansTest.childEducationMonthly@2025-04-01}}.
- Line 40 uses two amounts to decide whether your disposable income is high enough to count against you. Those amounts rose from {{meansTest.lowerThreshold60Month@2025-03-31}} and {{meansTest.upperThreshold60Month@2025-03-31}} to {{meansTest.lowerThreshold60Month@2025-04-01}} and {{meansTest.upperThreshold60Month@2025-04-01}}.

## Chapter 13 Calculation of Your Disposable Income (Form 122C-2)

- The April 2025 version uses the same new education expense amount, {{meansTest.childEducationMonthly@2025-04-01}} per child each month.

## Statement of Financial Affairs (Form 107)

- Several bankruptcy courts announced an April 2025 version of Form 107. A dollar amount on line 6, which asks about payments you made to creditors shortly before filing, changed. Download the current version rather than reusing an old copy.

What should you do?

- Get every form fresh from the U.S. Courts website, uscourts.gov, when you are ready to file. The forms are free.
- Look at the revision date printed at the bottom of each page.
- If you filled out forms before April 2025 and file later, redo the lines listed above with the new amounts.
- Check your bankruptcy court's website for local forms and rules, which can change at other times.

The Chapter 13 debt limits changed on the same day. For cases filed now, unsecured debts must be less than {{chapter13DebtLimit.unsecured}} and secured debts less than {{chapter13DebtLimit.secured}}.

This article explains the forms. It is not legal advice about how to fill them out for your situation. If you are unsure what to claim on Schedule C or how the means test applies to you, a legal aid office or a bankruptcy attorney can help.`,
  },
  {
    slug: 'debtor-education-certificate-replaces-form-423',
    title: 'Since {{debtorEducation.certificateRuleDate}}, the debtor education certificate is filed instead of Official Form 423',
    excerpt:
      'You no longer fill out Official Form 423 after your money management course. The certificate from your course provider is filed instead. Here is what to do and when.',
    publishedAt: '2025-06-02',
    content: `Almost everyone who files bankruptcy must take a course in personal money management after filing. It is called the debtor education course, or the financial management course. Without it, you will not get a discharge, which is the court order that wipes out your debts.

For years, filers told the court they had finished the course by filing Official Form 423, "Certification About a Financial Management Course." That changed on {{debtorEducation.certificateRuleDate}}, when amendments to the bankruptcy rules took effect. Now the certificate you get from your approved course provider is filed with the court instead of Form 423.

## What to do

- Take the course from a provider approved by the U.S. Trustee Program. The list of approved providers is on the U.S. Trustee Program's website, justice.gov/ust. In Alabama and North Carolina, the Bankruptcy Administrator approves providers instead. A provider that is not on the right list does not count.
- Take it after you file your case. This is a different course from the credit counseling you took before filing.
- When you finish, the provider gives you a certificate. Some providers send it to the court for you. Ask your provider whether they will, and then check your case file or call the clerk's office to make sure it was filed.
- If the provider does not file it, file it yourself the same way you file other papers in your case.

## Deadlines

- In Chapter 7, file the certificate within {{debtorEducation.chapter7Deadline}} after the first date set for your meeting of creditors. Do not wait for the meeting to be held or rescheduled. The clock starts from the first date set.
- In Chapter 13, finish the course and file the certificate before you make your last plan payment. Many people do it early so they do not forget.

What if you miss the deadline?

If the certificate is not filed in time, the court can close your case without a discharge. You would have gone through the whole case and still owe your debts. If this happens, finish the course right away and contact the court. You may need to ask the court to reopen your case, and there can be a fee for that. Legal aid can help you with the request.

## Cost and help

Approved providers charge a fee, but they must offer the course even if you cannot afford to pay. Ask about a fee waiver before you sign up. Courses are offered online, by phone and sometimes in person, and in several languages.

Married couples who file together must each complete the course, and each spouse needs a certificate. You can often take it together.

This article is education, not legal advice. Local rules can add steps, so check your bankruptcy court's website, or ask the clerk's office how your court wants the certificate filed.`,
  },
  {
    slug: 'before-you-file-credit-counseling-certificate',
    title: 'Before you file: the credit counseling certificate',
    excerpt:
      'You must take credit counseling from an approved agency within the {{creditCounseling.window}} before you file, and file the certificate with your petition. Here is how it works.',
    publishedAt: '2025-07-14',
    content: `Before you can file bankruptcy, you must take a credit counseling session from an agency approved by the U.S. Trustee Program (in Alabama and North Carolina, by the Bankruptcy Administrator). It is one of the first steps, and skipping it is one of the most common reasons cases filed without a lawyer are dismissed.

## When to take it

You must finish credit counseling within the {{creditCounseling.window}} before you file your petition. If you took it earlier than that, you must take it again. You can take it the same day you file, as long as you finish before your petition is filed.

## Where to take it

- Use only an agency approved for your area. The U.S. Trustee Program's list is on its website, justice.gov/ust. In Alabama and North Carolina, use the Bankruptcy Administrator's list, linked from your bankruptcy court's website.
- Sessions are offered online, by phone and in person, and in several languages.
- Approved agencies must provide counseling even if you cannot afford their fee. Ask about a fee waiver before you start.

## What happens in the session

A counselor looks at your income, expenses and debts with you. You talk about your budget and about other options besides bankruptcy, such as a debt management plan. You do not have to sign up for any plan to get your certificate.

## The certificate

- When you finish, the agency gives you a certificate. Keep a copy.
- You file the certificate with your petition. Part 5 of the Voluntary Petition (Form 101) asks about it.
- If you finished the course but do not have the certificate yet, Form 101 explains what to do. Do not check a box you are not sure about.
- If you file with your spouse, each of you needs your own certificate. You can often take the session together.

## Exceptions are rare

The court may excuse or delay the requirement in a few situations: an emergency where you could not get counseling in time, a disability or incapacity that prevents you from taking it, or active military duty in a combat zone. You must ask the court, and the court decides. If you think one of these applies to you, talk to legal aid or an attorney before you file.

## This is not the only course

After you file, you must also take a second course, on managing money, called debtor education. It is a different course with its own deadline. Without it you will not get a discharge.

## Watch out

Some companies use the words "credit counseling" to sell debt settlement or loans. An approved agency gives you a bankruptcy certificate. If a company promises to make your debts disappear, asks for large fees up front, or is not on the approved list, walk away.

This article is education, not legal advice. If you are facing a foreclosure sale or a garnishment and time is short, contact legal aid right away.`,
  },
  {
    slug: 'filing-fees-installments-and-waivers',
    title: 'Filing fees explained: paying in installments or asking for a waiver',
    excerpt:
      'The court fee is {{filingFee.chapter7}} for Chapter 7 and {{filingFee.chapter13}} for Chapter 13. If you cannot pay it all at once, you can ask to pay in installments, and some Chapter 7 filers can ask for a waiver.',
    publishedAt: '2026-01-20',
    content: `Filing bankruptcy costs money, even if you do it without a lawyer. The good news is that the court offers two ways to help if you cannot pay the fee all at once.

## What the fee is

The total fee you pay the court when you file is:

- Chapter 7: {{filingFee.chapter7}}. That is a filing fee of {{filingFee.chapter7.caseFee}}, an administrative fee of {{filingFee.chapter7.administrativeFee}} and a trustee surcharge of {{filingFee.chapter7.trusteeSurcharge}}.
- Chapter 13: {{filingFee.chapter13}}. That is a filing fee of {{filingFee.chapter13.caseFee}} and an administrative fee of {{filingFee.chapter13.administrativeFee}}.

These amounts come from Director's Form 2000, which lists the fees and papers for each chapter. Courts accept payment in different ways, so check your court's website.

## Option 1: pay in installments (Form 103A)

- You can ask to pay the fee over time by filing Official Form 103A with your petition.
- The court can let you pay in up to {{feeInstallments.maxPayments}} payments. The last one is due within {{feeInstallments.finalPaymentDays}} after you file. For a good reason, the court can allow up to {{feeInstallments.extendedDays}}.
- Until the fee is paid in full, you may not pay a lawyer or a petition preparer for help with your case.
- If you miss a payment, the court can dismiss your case. If you cannot make a payment, contact the court before it is due.

## Option 2: ask for a fee waiver (Form 103B)

A waiver means you do not pay the fee at all. It is only for Chapter 7. You file Official Form 103B with your petition. The law sets two conditions:

- Your household income is less than {{feeWaiver.povertyPercent}} of the federal poverty guidelines for your household size.
- You cannot afford to pay the fee in installments.

Using the {{povertyGuidelines.year}} poverty guidelines for the 48 states and Washington, D.C., {{feeWaiver.povertyPercent}} of the guideline is {{feeWaiver.incomeLimit.household1}} a year for a household of one, {{feeWaiver.incomeLimit.household2}} for two, {{feeWaiver.incomeLimit.household3}} for three and {{feeWaiver.incomeLimit.household4}} for four. Alaska and Hawaii have higher guidelines. Form 103B asks about your income, expenses and property, and the judge decides. Meeting the income test alone does not guarantee a waiver.

If the judge denies the waiver, the court will tell you how and when to pay, often in installments. Read that order carefully, because missing the deadline can end your case.

## Other costs to plan for

The court fee is not the only cost. The two required courses, credit counseling and debtor education, usually charge a fee, but approved providers must offer a fee waiver if you cannot pay. Getting copies of documents and credit reports may also cost a little.

## Where to get help

Court clerks can explain how to pay, but they cannot give legal advice. If you are unsure which chapter to choose or whether you qualify for a waiver, contact a legal aid office. Many help people with low incomes for free.

This article is education, not legal advice.`,
  },
  {
    slug: 'means-test-state-median-income',
    title: "How the means test uses your state's median income",
    excerpt:
      "The means test compares your income with the median income for a household your size in your state. The table in force today took effect on {{medianIncome.effectiveDate}}.",
    publishedAt: '2026-04-13',
    content: `If you want to file Chapter 7, you must take the means test. Its first step is simple: compare your income with the median income for a household of your size in your state. Median means the middle: half of households earn more and half earn less.

## Where the numbers come from

The U.S. Trustee Program publishes a median income table based on Census Bureau data. It lists each state's median income for households of one, two, three and four people. For larger households, you add {{medianIncome.addPerPersonOver4}} for each person over four. The table is updated from time to time. The one in force today took effect on {{medianIncome.effectiveDate}} and applies to cases filed on or after that date.

Use the table in force on the day you file. If you prepared your forms before a new table took effect, check your numbers again.

## How the comparison works (Form 122A-1)

- Add up your income from all sources during the months before you file. Form 122A-1 explains exactly which months to use. Include wages, business income, rent you receive, unemployment pay, pensions and regular help from others with household expenses.
- Do not count Social Security benefits.
- If you are married, the form explains when your spouse's income counts, even if your spouse is not filing.
- The form turns your average monthly income into a yearly amount. You compare it with the median for your state and household size.

If your income is at or below the median, you pass the means test, and you usually do not need to fill out Form 122A-2.

## If your income is above the median

You fill out Form 122A-2. It subtracts allowed living expenses, many of them set by national and local standards, plus some actual costs like secured debt payments. What is left shows whether you could repay part of your debts. The form compares that amount, over the period it sets, with two figures, currently {{meansTest.lowerThreshold60Month}} and {{meansTest.upperThreshold60Month}}, and with your unsecured debts. Being above the median does not automatically mean you cannot file Chapter 7.

## Who counts in your household

Household size makes a big difference. Courts do not all agree on who counts, for example children who live with you part of the time or adults who share expenses. If you are unsure, ask legal aid before you choose a number.

## Chapter 13 uses the median too

In Chapter 13, Form 122C-1 compares your income with the same median. The result helps set how long your plan lasts, which is {{chapter13Plan.length}}.

## Some people skip the test

If your debts are mainly business debts, or you are a disabled veteran or a member of the reserves or National Guard in certain situations, you may not have to complete the test. Form 122A-1Supp explains who qualifies.

The means test is one of the most detailed parts of a Chapter 7 case. Work through the forms line by line, keep pay stubs and bank statements handy, and get help from legal aid or a bankruptcy attorney if your income is close to the median. This article is education, not legal advice.`,
  },
  {
    slug: 'scams-petition-preparers-and-debt-relief',
    title: "Scams to avoid: bankruptcy petition preparers and 'debt relief' promises",
    excerpt:
      'People in debt are targets for scams. Learn what a bankruptcy petition preparer may and may not do, and the warning signs of a debt relief scam.',
    publishedAt: '2026-09-21',
    content: `When you are behind on bills, offers of fast help can be hard to resist. Some are honest. Others take your money and leave you worse off. Here is how to tell the difference.

## Bankruptcy petition preparers

A bankruptcy petition preparer is a person who is not a lawyer but is paid to type your bankruptcy forms. Federal law allows this, with strict rules. A preparer must:

- sign your forms and include an identifying number,
- give you a written notice, Official Form 119, explaining that they are not a lawyer and cannot give legal advice, before they take your money,
- give you a copy of every document you sign.

A preparer may not:

- tell you which chapter to file, which exemptions to claim, or whether a debt will be wiped out,
- take your court filing fee. You pay that to the court yourself,
- use words like "legal" or "attorney" in advertising.

The court can review what a preparer charges and order them to return fees that are too high. If a preparer gives you advice, they are breaking the law, and you are the one who lives with the result.

## Debt relief and debt settlement companies

Some companies promise to cut your debts in half or make them disappear. Warning signs include:

- fees charged before any debt is settled. Federal Trade Commission rules forbid most debt relief companies that sell by phone from charging you before they settle a debt,
- advice to stop paying your creditors or to stop talking to them,
- guarantees that lawsuits, garnishments or a foreclosure will stop,
- pressure to sign right away.

## Foreclosure rescue scams

Be very careful with anyone who offers to save your home if you sign the deed over to them, or who asks you to send mortgage payments to them instead of your lender. Some scammers file a bankruptcy in your name without telling you, which can hurt your ability to get help later.

## How to protect yourself

- Get official forms free from uscourts.gov. You never need to buy them.
- Find credit counseling and debtor education providers only on the approved lists: the U.S. Trustee Program's at justice.gov/ust, or in Alabama and North Carolina, the Bankruptcy Administrator's.
- Never sign blank forms or forms you do not understand.
- Check a lawyer's license with your state bar.
- For free help, start with your local legal aid office.

## Where to report a problem

- The U.S. Trustee Program, which watches over bankruptcy cases and preparers (in Alabama and North Carolina, the Bankruptcy Administrator for your court).
- The Federal Trade Commission, at ReportFraud.ftc.gov.
- Your state attorney general's consumer protection office.

If you filed with the help of someone who broke these rules, tell the U.S. Trustee and consider asking legal aid for help.

Real help is out there. A licensed attorney can give you legal advice, and legal aid offices help many people for free. This article is education, not legal advice.`,
  },
];
