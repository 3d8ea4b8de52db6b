/**
 * Form 113's parts as the official form (12/17) prints them: the section numbers 1.1-9.1, their
 * wording and check boxes. Tables carry the columns of each section's creditor list.
 */
import type { AmountLine, CheckboxLine, PartDefinition, TableColumn, TableLine, TextLine } from '../types.ts';

const NONE = { id: 'none', label: 'None. If “None” is checked, the rest of this section need not be completed or reproduced.' };
const check = (id: string, label: string, options: CheckboxLine['options'], number = id): CheckboxLine => ({ id, number, label, kind: 'checkbox', options });
const text = (id: string, label: string, indent = 1): TextLine => ({ id, label, kind: 'text', indent });
const amount = (id: string, label: string, extra: Partial<AmountLine> = {}): AmountLine => ({ id, label, kind: 'amount', ...extra });
const table = (id: string, label: string, columns: readonly TableColumn[]): TableLine => ({ id, label, kind: 'table', columns, rows: 3, emptyText: '', indent: 1 });

const col = (id: string, label: string, width: number, kind: TableColumn['kind'] = 'amount'): TableColumn => ({ id, label, width, kind });
const INCLUDED = [
  { id: 'included', label: 'Included' },
  { id: 'not-included', label: 'Not included' },
];

export const AMENDED_BOX: PartDefinition = {
  title: '',
  lines: [
    { id: 'amended', label: 'Check if this is an amended plan, and list below the sections of the plan that have been changed.', kind: 'checkbox', options: [{ id: 'amended', label: 'Amended plan' }] },
    text('amended-sections', 'Sections of the plan that have been changed:'),
  ],
};

export const PART_1: PartDefinition = {
  number: 'Part 1',
  title: 'Notices',
  lines: [
    {
      id: 'to-debtors',
      label:
        'To Debtors: This form sets out options that may be appropriate in some cases, but the presence of an option on the form does not indicate that the option is appropriate in your circumstances or that it is permissible in your judicial district. Plans that do not comply with local rules and judicial rulings may not be confirmable. In the following notice to creditors, you must check each box that applies.',
      kind: 'info',
    },
    {
      id: 'to-creditors',
      label:
        'To Creditors: Your rights may be affected by this plan. Your claim may be reduced, modified, or eliminated. You should read this plan carefully and discuss it with your attorney if you have one in this bankruptcy case. If you do not have an attorney, you may wish to consult one. If you oppose the plan’s treatment of your claim or any provision of this plan, you or your attorney must file an objection to confirmation at least 7 days before the date set for the hearing on confirmation, unless otherwise ordered by the Bankruptcy Court. The Bankruptcy Court may confirm this plan without further notice if no objection to confirmation is filed. See Bankruptcy Rule 3015. In addition, you may need to file a timely proof of claim in order to be paid under any plan.',
      kind: 'info',
    },
    {
      id: 'notice-intro',
      label:
        'The following matters may be of particular importance. Debtors must check one box on each line to state whether or not the plan includes each of the following items. If an item is checked as “Not Included” or if both boxes are checked, the provision will be ineffective if set out later in the plan.',
      kind: 'info',
    },
    check('1.1', 'A limit on the amount of a secured claim, set out in Section 3.2, which may result in a partial payment or no payment at all to the secured creditor', INCLUDED),
    check('1.2', 'Avoidance of a judicial lien or nonpossessory, nonpurchase-money security interest, set out in Section 3.4', INCLUDED),
    check('1.3', 'Nonstandard provisions, set out in Part 8', INCLUDED),
  ],
};

export const PART_2: PartDefinition = {
  number: 'Part 2',
  title: 'Plan Payments and Length of Plan',
  lines: [
    {
      id: '2.1',
      number: '2.1',
      label: 'Debtor(s) will make regular payments to the trustee as follows:',
      note: 'If fewer than 60 months of payments are specified, additional monthly payments will be made to the extent necessary to make the payments to creditors specified in this plan.',
      kind: 'text',
    },
    check('2.2', 'Regular payments to the trustee will be made from future income in the following manner: Check all that apply.', [
      { id: 'payroll', label: 'Debtor(s) will make payments pursuant to a payroll deduction order.' },
      { id: 'directly', label: 'Debtor(s) will make payments directly to the trustee.' },
      { id: 'other', label: 'Other (specify method of payment):' },
    ]),
    check('2.3', 'Income tax refunds. Check one.', [
      { id: 'retain', label: 'Debtor(s) will retain any income tax refunds received during the plan term.' },
      { id: 'turn-over', label: 'Debtor(s) will supply the trustee with a copy of each income tax return filed during the plan term within 14 days of filing the return and will turn over to the trustee all income tax refunds received during the plan term.' },
      { id: 'other', label: 'Debtor(s) will treat income tax refunds as follows:' },
    ]),
    text('2.3-other', ''),
    check('2.4', 'Additional payments. Check one.', [NONE, { id: 'other-sources', label: 'Debtor(s) will make additional payment(s) to the trustee from other sources, as specified below.' }]),
    amount('2.5', 'The total amount of estimated payments to the trustee provided for in §§ 2.1 and 2.4 is', { number: '2.5', total: true }),
  ],
};

const CURE_COLUMNS = [
  col('creditor', 'Name of creditor', 0.2, 'text'),
  col('collateral', 'Collateral', 0.2, 'text'),
  col('installment', 'Current installment payment (including escrow)', 0.15),
  col('arrearage', 'Amount of arrearage (if any)', 0.15),
  col('monthly', 'Monthly plan payment on arrearage', 0.15),
  col('total', 'Estimated total payments by trustee', 0.15),
];
const VALUED_COLUMNS = [
  col('creditor', 'Name of creditor', 0.14, 'text'),
  col('totalClaim', 'Estimated amount of creditor’s total claim', 0.11),
  col('collateral', 'Collateral', 0.14, 'text'),
  col('value', 'Value of collateral', 0.11),
  col('claim', 'Amount of secured claim', 0.11),
  col('rate', 'Interest rate', 0.08, 'text'),
  col('monthly', 'Monthly payment to creditor', 0.13),
  col('total', 'Estimated total of monthly payments', 0.18),
];
const EXCLUDED_COLUMNS = [
  col('creditor', 'Name of creditor', 0.2, 'text'),
  col('collateral', 'Collateral', 0.2, 'text'),
  col('claim', 'Amount of claim', 0.15),
  col('rate', 'Interest rate', 0.1, 'text'),
  col('monthly', 'Monthly plan payment', 0.15),
  col('total', 'Estimated total payments by trustee', 0.2),
];

export const PART_3: PartDefinition = {
  number: 'Part 3',
  title: 'Treatment of Secured Claims',
  lines: [
    check('3.1', 'Maintenance of payments and cure of default, if any. Check one.', [
      NONE,
      {
        id: 'listed',
        label:
          'The debtor(s) will maintain the current contractual installment payments on the secured claims listed below, with any changes required by the applicable contract and noticed in conformity with any applicable rules. These payments will be disbursed either by the trustee or directly by the debtor(s), as specified below. Any existing arrearage on a listed claim will be paid in full through disbursements by the trustee, with interest, if any, at the rate stated.',
      },
    ]),
    table('3.1-claims', 'Claims whose installments the debtor(s) pay directly, the arrearage paid by the trustee:', CURE_COLUMNS),
    check('3.2', 'Request for valuation of security, payment of fully secured claims, and modification of undersecured claims. Check one.', [
      // The official form prints this sentence between the two boxes: §3.2 works only with "Included" on line 1.1.
      { ...NONE, note: 'The remainder of this paragraph will be effective only if the applicable box in Part 1 of this plan is checked.' },
      {
        id: 'listed',
        label:
          'The debtor(s) request that the court determine the value of the secured claims listed below. For each non-governmental secured claim listed below, the debtor(s) state that the value of the secured claim should be as set out in the column headed Amount of secured claim. For secured claims of governmental units, unless otherwise ordered by the court, the value of a secured claim listed in a proof of claim filed in accordance with the Bankruptcy Rules controls over any contrary amount listed below. For each listed claim, the value of the secured claim will be paid in full with interest at the rate stated below.',
        note: 'The portion of any allowed claim that exceeds the amount of the secured claim will be treated as an unsecured claim under Part 5 of this plan. If the amount of a creditor’s secured claim is listed below as having no value, the creditor’s allowed claim will be treated in its entirety as an unsecured claim under Part 5 of this plan. Unless otherwise ordered by the court, the amount of the creditor’s total claim listed on the proof of claim controls over any contrary amounts listed in this paragraph.',
      },
    ]),
    table('3.2-claims', 'Secured claims valued and paid through the plan, with interest at the rate stated:', VALUED_COLUMNS),
    check('3.3', 'Secured claims excluded from 11 U.S.C. § 506. Check one.', [
      NONE,
      {
        id: 'listed',
        label:
          'The claims listed below were either: (1) incurred within 910 days before the petition date and secured by a purchase money security interest in a motor vehicle acquired for the personal use of the debtor(s), or (2) incurred within 1 year of the petition date and secured by a purchase money security interest in any other thing of value.',
        note: 'These claims will be paid in full under the plan with interest at the rate stated below. These payments will be disbursed either by the trustee or directly by the debtor(s), as specified below. Unless otherwise ordered by the court, the claim amount stated on a proof of claim filed before the filing deadline under Bankruptcy Rule 3002(c) controls over any contrary amount listed below. In the absence of a contrary timely filed proof of claim, the amounts stated below are controlling. The final column includes only payments disbursed by the trustee rather than by the debtor.',
      },
    ]),
    table('3.3-claims', 'Claims excluded from 11 U.S.C. § 506, paid in full through the plan:', EXCLUDED_COLUMNS),
    check('3.4', 'Lien avoidance. Check one.', [NONE, { id: 'listed', label: 'The judicial liens or nonpossessory, nonpurchase money security interests securing the claims listed below impair exemptions to which the debtor(s) would have been entitled under 11 U.S.C. § 522(b).' }]),
    check('3.5', 'Surrender of collateral. Check one.', [
      NONE,
      {
        id: 'listed',
        label:
          'The debtor(s) elect to surrender to each creditor listed below the collateral that secures the creditor’s claim. The debtor(s) request that upon confirmation of this plan the stay under 11 U.S.C. § 362(a) be terminated as to the collateral only and that the stay under § 1301 be terminated in all respects.',
      },
    ]),
    table('3.5-claims', 'Collateral surrendered:', [col('creditor', 'Name of creditor', 0.5, 'text'), col('collateral', 'Collateral', 0.5, 'text')]),
  ],
};

export const PART_4: PartDefinition = {
  number: 'Part 4',
  title: 'Treatment of Fees and Priority Claims',
  lines: [
    { id: '4.1', number: '4.1', label: 'General. Trustee’s fees and all allowed priority claims, including domestic support obligations other than those treated in § 4.5, will be paid in full without postpetition interest.', kind: 'info' },
    { id: '4.2', number: '4.2', label: 'Trustee’s fees. Trustee’s fees are governed by statute and may change during the course of the case but are estimated to be', kind: 'text' },
    amount('4.3', 'Attorney’s fees. The balance of the fees owed to the attorney for the debtor(s) is estimated to be', { number: '4.3' }),
    check('4.4', 'Priority claims other than attorney’s fees and those treated in § 4.5. Check one.', [NONE, { id: 'listed', label: 'The debtor(s) estimate the total amount of other priority claims to be' }]),
    amount('4.4-total', 'Total of other priority claims', { indent: 1 }),
    text('4.5-support', 'Domestic support obligations in the total above:'),
    check('4.5', 'Domestic support obligations assigned or owed to a governmental unit and paid less than full amount. Check one.', [
      NONE,
      {
        id: 'listed',
        label: 'The allowed priority claims listed below are based on a domestic support obligation that has been assigned to or is owed to a governmental unit and will be paid less than the full amount of the claim under 11 U.S.C. § 1322(a)(4).',
        note: 'This plan provision requires that payments in § 2.1 be for a term of 60 months; see 11 U.S.C. § 1322(a)(4).',
      },
    ]),
  ],
};

export const PART_5: PartDefinition = {
  number: 'Part 5',
  title: 'Treatment of Nonpriority Unsecured Claims',
  lines: [
    check('5.1', 'Nonpriority unsecured claims not separately classified. Allowed nonpriority unsecured claims that are not separately classified will be paid, pro rata. If more than one option is checked, the option providing the largest payment will be effective. Check all that apply.', [
      { id: 'sum', label: 'The sum of' },
      { id: 'percent', label: 'Percent of the total amount of these claims, an estimated payment of' },
      { id: 'remaining', label: 'The funds remaining after disbursements have been made to all other creditors provided for in this plan.' },
    ]),
    text('5.1-percent', 'Percent and estimated payment:'),
    amount('5.1-liquidation', 'If the estate of the debtor(s) were liquidated under chapter 7, nonpriority unsecured claims would be paid approximately', {
      indent: 1,
      note: 'Regardless of the options checked above, payments on allowed nonpriority unsecured claims will be made in at least this amount.',
    }),
    check('5.2', 'Maintenance of payments and cure of any default on nonpriority unsecured claims. Check one.', [NONE, { id: 'listed', label: 'The debtor(s) will maintain the contractual installment payments and cure any default in payments on the unsecured claims listed below.' }]),
    check('5.3', 'Other separately classified nonpriority unsecured claims. Check one.', [NONE, { id: 'listed', label: 'The nonpriority unsecured allowed claims listed below are separately classified and will be treated as follows.' }]),
  ],
};

export const PART_6_TO_9: readonly PartDefinition[] = [
  {
    number: 'Part 6',
    title: 'Executory Contracts and Unexpired Leases',
    lines: [
      check('6.1', 'The executory contracts and unexpired leases listed below are assumed and will be treated as specified. All other executory contracts and unexpired leases are rejected. Check one.', [
        NONE,
        { id: 'assumed', label: 'Assumed items. Current installment payments will be disbursed directly by the debtor(s), as specified below, subject to any contrary court order or rule.' },
      ]),
      table('6.1-contracts', 'Contracts and leases assumed:', [col('creditor', 'Name of creditor', 0.35, 'text'), col('collateral', 'Description of leased property or executory contract', 0.45, 'text'), col('installment', 'Current installment payment', 0.2)]),
    ],
  },
  {
    number: 'Part 7',
    title: 'Vesting of Property of the Estate',
    lines: [
      check('7.1', 'Property of the estate will vest in the debtor(s) upon: Check the applicable box:', [
        { id: 'confirmation', label: 'plan confirmation.' },
        { id: 'discharge', label: 'entry of discharge.' },
        { id: 'other', label: 'other:' },
      ]),
      text('7.1-other', ''),
    ],
  },
  {
    number: 'Part 8',
    title: 'Nonstandard Plan Provisions',
    lines: [
      check('8.1', 'Check “None” or List Nonstandard Plan Provisions', [
        NONE,
        {
          id: 'listed',
          label:
            'Under Bankruptcy Rule 3015(c), nonstandard provisions must be set forth below. A nonstandard provision is a provision not otherwise included in the Official Form or deviating from it. Nonstandard provisions set out elsewhere in this plan are ineffective.',
        },
      ]),
      text('8.1-provisions', 'The following plan provisions will be effective only if there is a check in the box “Included” in § 1.3:'),
    ],
  },
  {
    number: 'Part 9',
    title: 'Signature(s)',
    lines: [
      {
        id: '9.1',
        number: '9.1',
        label:
          'Signatures of Debtor(s) and Debtor(s)’ Attorney. If the Debtor(s) do not have an attorney, the Debtor(s) must sign below; otherwise the Debtor(s) signatures are optional. The attorney for the Debtor(s), if any, must sign below.',
        kind: 'info',
      },
      { id: 'signature1', label: 'Signature of Debtor 1                                   Date', kind: 'text' },
      { id: 'signature2', label: 'Signature of Debtor 2                                   Date', kind: 'text' },
      {
        id: 'certify',
        label:
          'By filing this document, the Debtor(s), if not represented by an attorney, or the Attorney for Debtor(s) also certify(ies) that the wording and order of the provisions in this Chapter 13 plan are identical to those contained in Official Form 113, other than any nonstandard provisions included in Part 8.',
        kind: 'info',
      },
    ],
  },
  {
    title: 'Exhibit: Total Amount of Estimated Trustee Payments',
    intro: 'The following are the estimated payments that the plan requires the trustee to disburse. If there is any difference between the amounts set out below and the actual plan terms, the plan terms control.',
    lines: [
      amount('exhibit-a', 'a. Maintenance and cure payments on secured claims (Part 3, Section 3.1 total)'),
      amount('exhibit-b', 'b. Modified secured claims (Part 3, Section 3.2 total)'),
      amount('exhibit-c', 'c. Secured claims excluded from 11 U.S.C. § 506 (Part 3, Section 3.3 total)'),
      amount('exhibit-e', 'e. Fees and priority claims (Part 4 total)'),
      amount('exhibit-f', 'f. Nonpriority unsecured claims (Part 5, Section 5.1, highest stated amount)'),
      amount('exhibit-total', 'Total of lines a through j', { total: true }),
    ],
  },
];
