import { registerMessages } from '../i18n.ts';

/** English texts: The Chapter 7 page: means test calculator and online course. Importing this module makes them available to `t()`. */
export const enMeansTest = {
  'meansTest.heading': 'Means Test Calculator',
  'meansTest.intro':
    'Get a first look at step one of the means test. Enter your state, your household size and your gross income (before taxes) for the last six full months. We compare it with the median income for your state and household size.',
  'meansTest.notAdvice': 'This is an estimate to help you prepare, not legal advice. The official Form 122A-1 decides which income and which months count.',
  'meansTest.state': 'State where you live',
  'meansTest.statePlaceholder': 'Choose your state',
  'meansTest.household': 'Household size',
  'meansTest.householdHint': 'Count yourself, your spouse and the people you support who live with you.',
  'meansTest.householdPlaceholder': 'Choose a number',
  'meansTest.marital': 'Are you married? Does your spouse file with you?',
  'meansTest.maritalHint':
    'If you are married, your spouse\'s income usually counts in the means test, even if your spouse does not file. This is line 1 of Official Form 122A-1.',
  'meansTest.marital.notMarried': 'I am not married',
  'meansTest.marital.filingJointly': 'I am married, and my spouse files with me',
  'meansTest.marital.sameHousehold': 'I am married, my spouse does not file, and we live together',
  'meansTest.marital.sameHouseholdHint': 'Choose this if you share a home and are not legally separated. Your spouse\'s income counts.',
  'meansTest.marital.livingApart': 'I am married, my spouse does not file, and we live apart or are legally separated',
  'meansTest.marital.livingApartHint':
    'Your spouse\'s income does not count. Choose this only if you are legally separated, or you live apart for reasons that have nothing to do with the means test. On the form you say this under penalty of perjury.',
  'meansTest.spouseIncomeLegend': 'Your spouse\'s gross income in the last six full months',
  'meansTest.spouseIncomeHint':
    'Enter your spouse\'s income before taxes. Count each amount only once: money you both receive, like rent from a home you own together, goes in one place only. Leave a box empty if your spouse had none of that kind.',
  'meansTest.spouseSource': '{source} (your spouse)',
  'meansTest.spouseSixMonthTotal': 'Your spouse\'s income in the six months (counted)',
  'meansTest.spouseCounted': 'Your spouse\'s income is counted with yours, as Form 122A-1 asks.',
  'meansTest.spouseNotCounted': 'Your spouse\'s income is not counted, because you said you live apart or are legally separated.',
  'meansTest.incomeLegend': 'Your gross income in the last six full months',
  'meansTest.incomeHint':
    'Enter income before taxes and other deductions. Leave a box empty if you had none of that kind. Do not include Social Security benefits: the means test leaves them out.',
  'meansTest.source.wages': 'Wages, salary, tips and overtime',
  'meansTest.source.business': 'Business or self-employment income (after business expenses)',
  'meansTest.source.rental': 'Rent and other real property income (after expenses)',
  'meansTest.source.pension': 'Pension and retirement income',
  'meansTest.source.unemployment': 'Unemployment compensation',
  'meansTest.source.other': 'Other income (child support, alimony, interest, gifts you count on)',
  'meansTest.entryTotal': 'One total for six months',
  'meansTest.entryMonthly': 'Month by month',
  'meansTest.howToEnter': 'How do you want to enter {source}?',
  'meansTest.total': 'Total for the six months',
  'meansTest.month': 'Month {n}',
  'meansTest.monthOldest': 'Month 1 (oldest)',
  'meansTest.monthNewest': 'Month 6 (most recent)',
  'meansTest.monthsHint': 'The six full months before the month you file. Filing in {filingMonth}? Then they are {first} to {last}.',
  'meansTest.zeroIncomeHeading': 'You entered no income for these six months',
  'meansTest.zeroIncome':
    'That is fine if it is true: with no income, you are below the median for this step. Before you rely on it, check for money that counts even though it is not a paycheck, such as help someone regularly gave you with household bills, unemployment, or child support.',
  'meansTest.dollarHint': 'In dollars, like 2,500',
  'meansTest.calculate': 'Calculate',
  'meansTest.startOver': 'Start over',
  'meansTest.calculating': 'Calculating…',
  'meansTest.fieldMessage': '{field}: {message}',
  'meansTest.loadError': 'The calculator could not load. Check your connection and try again.',
  'meansTest.loading': 'Loading the calculator…',
  'meansTest.resultHeading': 'Your result',
  'meansTest.resultFor': 'For a household of {size} in {state}',
  'meansTest.oneMonthHeading': 'Is this for all six months?',
  'meansTest.oneMonthFiler':
    'Your income for the six months comes to {amount}. That is less than six months of full-time work at the federal minimum wage ({wage} an hour, about {floor}). If you typed one month\'s pay in a six-month total, enter each month instead.',
  'meansTest.oneMonthSpouse':
    'Your spouse\'s income for the six months comes to {amount}. That is less than six months of full-time work at the federal minimum wage ({wage} an hour, about {floor}). If you typed one month\'s pay in a six-month total, enter each month instead.',
  'meansTest.oneMonthYes': 'Yes, it is for all six months',
  'meansTest.oneMonthNo': 'No, let me enter each month',
  'meansTest.sixMonthTotal': 'Income in the six months',
  'meansTest.filerSixMonthTotal': 'Your own income in the six months',
  'meansTest.monthly': 'Current monthly income (six-month total ÷ 6, to the cent)',
  'meansTest.annual': 'Your yearly income (monthly × 12)',
  'meansTest.median': 'Median income for a household of {size} in {state}',
  'meansTest.tableInUse': 'We compare your income with the U.S. Trustee Program\'s median income table for cases filed on or after {date}. Source: {source}.',
  'meansTest.medianEstimate': 'This median is an estimate — check the official table at the U.S. Trustee Program\'s site (justice.gov/ust/means-testing) before you file.',
  'meansTest.medianSource': 'From the U.S. Trustee Program\'s median income table for cases filed on or after {date}. Source: {source}.',
  'meansTest.belowHeading': 'Your income is at or below your state\'s median',
  'meansTest.below':
    'Your income is below your state\'s median (or equal to it), so the presumption of abuse does not arise. In plain words: you pass the means test, and Chapter 7 is likely open to you. Other rules still apply, such as waiting periods after an earlier case and the credit counseling course.',
  'meansTest.belowNext': 'Next: fill out Official Form 122A-1 with your exact figures, and gather your papers with our Preparation Checklist.',
  'meansTest.aboveHeading': 'Your income is above your state\'s median',
  'meansTest.above':
    'Your income is {difference} a year above the median. That does not mean you cannot file Chapter 7. It means you need the full means test on Official Form 122A-2.',
  'meansTest.aboveExplain':
    'Form 122A-2 subtracts allowed living costs (set by the IRS for your area) and some of your actual costs, like secured debt payments, from your income. If little is left, you can still file Chapter 7. If enough is left to repay part of your debts, the law presumes a Chapter 7 case is an abuse, and Chapter 13 may fit better.',
  'meansTest.aboveHelp':
    'The full test is detailed and mistakes are costly. Consider asking a free legal aid office or a bankruptcy attorney to check your numbers. Our free webinars also walk through the forms.',
  'meansTest.helpLink': 'Find legal help',
  'meansTest.chapter13Link': 'Compare with Chapter 13',
  'meansTest.checklistLink': 'Preparation Checklist',
  'course.heading': 'Chapter 7 online course',
  'course.intro':
    'Our online course takes you through a Chapter 7 case from start to finish, in short lessons you can read at your own pace on your phone or computer.',
  'course.learn': 'What you learn',
  'course.topic1': 'How to tell whether Chapter 7 fits you, including the means test',
  'course.topic2': 'How to fill out the petition, the schedules and the statement of financial affairs',
  'course.topic3': 'Which property you can protect with exemptions',
  'course.topic4': 'What happens at the meeting of creditors, and how to prepare',
  'course.topic5': 'What to do after your discharge to rebuild your credit',
  // Enrolling opens the lessons and the schedule completion tool (/documents), as the server enforces (spec 6); final PDFs are bought per package.
  'course.price': 'Course price: {price}, regularly {regular}. Enrolling also unlocks the schedule completion tool.',
  'course.notAdvice': 'The course is education, not legal advice. It does not count as the credit counseling or the debtor education course the court requires.',
  'course.questions': 'Questions about the course?',
  'course.contactLink': 'Contact us',
} as const satisfies Record<string, string>;

registerMessages('en', enMeansTest);
