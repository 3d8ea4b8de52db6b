/**
 * Official Form 106A/B, Schedule A/B: Property (12/15). Each property item of the case file is
 * listed on its own line (1, 3, 4, 6-35, 38-44, 47-51, 53); each question is answered "No" when
 * the case file lists nothing on it; part totals and Part 8 add the items' values (the part you own).
 */
import type { ACCOUNT_TYPES, REAL_ESTATE_KINDS} from '#shared/case-file/index.ts';
import { type CaseFileDraft, type PropertyItem } from '#shared/case-file/index.ts';
import { OWNER_LABELS, oneLineAddress, propertyItems, sumCents, yesNo } from '../common.ts';
import type { Cents, FormDefinition, FormValues, LineDefinition, PartDefinition, TableRow } from '../types.ts';

const VALUE_HEADING = 'Current value of the portion you own? Do not deduct secured claims or exemptions.';
const NO_YES = (yes = 'Yes. Describe.') => [
  { id: 'no', label: 'No' },
  { id: 'yes', label: yes },
];

/** A question line ("6. Household goods and furnishings") with its No / Yes boxes and its items. */
function itemLines(number: number, label: string, note?: string, yes?: string): LineDefinition[] {
  return [
    { id: String(number), number: String(number), kind: 'checkbox', label, ...(note ? { note } : {}), inline: true, options: NO_YES(yes) },
    {
      id: `${number}.items`,
      kind: 'table',
      label: '',
      indent: 1,
      rows: 1,
      emptyText: '',
      columns: [
        { id: 'description', label: 'Description', width: 0.72, kind: 'text' },
        { id: 'value', label: VALUE_HEADING, width: 0.28, kind: 'amount' },
      ],
    },
  ];
}

function accountLines(number: 17 | 21, label: string, note: string): LineDefinition[] {
  return [
    { id: String(number), number: String(number), kind: 'checkbox', label, note, inline: true, options: NO_YES(number === 17 ? 'Yes' : 'Yes. List each account separately.') },
    {
      id: `${number}.items`,
      kind: 'table',
      label: '',
      indent: 1,
      rows: number === 17 ? 9 : 7,
      emptyText: '',
      columns: [
        { id: 'entry', label: '', width: 0.08, kind: 'text' },
        { id: 'type', label: 'Type of account', width: 0.24, kind: 'text' },
        { id: 'institution', label: 'Institution name', width: 0.4, kind: 'text' },
        { id: 'value', label: VALUE_HEADING, width: 0.28, kind: 'amount' },
      ],
    },
  ];
}

function totalLine(number: number, part: number): LineDefinition {
  return {
    id: String(number),
    number: String(number),
    kind: 'amount',
    total: true,
    label: `Add the dollar value of ${part <= 2 ? 'the portion you own for all of your entries' : 'all of your entries'} from Part ${part}, including any entries for pages you have attached for Part ${part}. Write that number here`,
  };
}

const VEHICLE_COLUMNS = [
  { id: 'entry', label: '', width: 0.07, kind: 'text' as const },
  { id: 'vehicle', label: 'Make, model, year, approximate mileage', width: 0.3, kind: 'text' as const },
  { id: 'owner', label: 'Who has an interest in the property? Check one.', width: 0.23, kind: 'text' as const },
  { id: 'entire', label: 'Current value of the entire property?', width: 0.2, kind: 'amount' as const },
  { id: 'portion', label: 'Current value of the portion you own?', width: 0.2, kind: 'amount' as const },
];

const PARTS: PartDefinition[] = [
  {
    number: 'Part 1',
    title: 'Describe Each Residence, Building, Land, or Other Real Estate You Own or Have an Interest In',
    lines: [
      {
        id: '1',
        number: '1',
        kind: 'checkbox',
        label: 'Do you own or have any legal or equitable interest in any residence, building, land, or similar property?',
        options: [
          { id: 'no', label: 'No. Go to Part 2.' },
          { id: 'yes', label: 'Yes. Where is the property?' },
        ],
      },
      {
        id: '1.items',
        kind: 'table',
        label: 'Do not deduct secured claims or exemptions. Put the amount of any secured claims on Schedule D: Creditors Who Have Claims Secured by Property.',
        indent: 1,
        rows: 3,
        emptyText: '',
        columns: [
          { id: 'entry', label: '', width: 0.06, kind: 'text' },
          { id: 'address', label: 'Street address, if available, or other description; city, state, ZIP code; county', width: 0.26, kind: 'text' },
          { id: 'what', label: 'What is the property?', width: 0.14, kind: 'text' },
          { id: 'owner', label: 'Who has an interest in the property?', width: 0.14, kind: 'text' },
          { id: 'interest', label: 'Nature of your ownership interest', width: 0.14, kind: 'text' },
          { id: 'entire', label: 'Current value of the entire property?', width: 0.13, kind: 'amount' },
          { id: 'portion', label: 'Current value of the portion you own?', width: 0.13, kind: 'amount' },
        ],
      },
      totalLine(2, 1),
    ],
  },
  {
    number: 'Part 2',
    title: 'Describe Your Vehicles',
    intro:
      'Do you own, lease, or have legal or equitable interest in any vehicles, whether they are registered or not? Include any vehicles you own that someone else drives. If you lease a vehicle, also report it on Schedule G: Executory Contracts and Unexpired Leases.',
    lines: [
      { id: '3', number: '3', kind: 'checkbox', label: 'Cars, vans, trucks, tractors, sport utility vehicles, motorcycles', inline: true, options: NO_YES('Yes') },
      { id: '3.items', kind: 'table', label: '', indent: 1, rows: 4, emptyText: '', columns: VEHICLE_COLUMNS },
      {
        id: '4',
        number: '4',
        kind: 'checkbox',
        label: 'Watercraft, aircraft, motor homes, ATVs and other recreational vehicles, other vehicles, and accessories',
        note: 'Examples: Boats, trailers, motors, personal watercraft, fishing vessels, snowmobiles, motorcycle accessories',
        inline: true,
        options: NO_YES('Yes'),
      },
      { id: '4.items', kind: 'table', label: '', indent: 1, rows: 2, emptyText: '', columns: VEHICLE_COLUMNS },
      totalLine(5, 2),
    ],
  },
  {
    number: 'Part 3',
    title: 'Describe Your Personal and Household Items',
    intro: 'Do you own or have any legal or equitable interest in any of the following items?',
    lines: [
      ...itemLines(6, 'Household goods and furnishings', 'Examples: Major appliances, furniture, linens, china, kitchenware'),
      ...itemLines(
        7,
        'Electronics',
        'Examples: Televisions and radios; audio, video, stereo, and digital equipment; computers, printers, scanners; music collections; electronic devices including cell phones, cameras, media players, games',
      ),
      ...itemLines(
        8,
        'Collectibles of value',
        'Examples: Antiques and figurines; paintings, prints, or other artwork; books, pictures, or other art objects; stamp, coin, or baseball card collections; other collections, memorabilia, collectibles',
      ),
      ...itemLines(
        9,
        'Equipment for sports and hobbies',
        'Examples: Sports, photographic, exercise, and other hobby equipment; bicycles, pool tables, golf clubs, skis; canoes and kayaks; carpentry tools; musical instruments',
      ),
      ...itemLines(10, 'Firearms', 'Examples: Pistols, rifles, shotguns, ammunition, and related equipment'),
      ...itemLines(11, 'Clothes', 'Examples: Everyday clothes, furs, leather coats, designer wear, shoes, accessories'),
      ...itemLines(12, 'Jewelry', 'Examples: Everyday jewelry, costume jewelry, engagement rings, wedding rings, heirloom jewelry, watches, gems, gold, silver'),
      ...itemLines(13, 'Non-farm animals', 'Examples: Dogs, cats, birds, horses'),
      ...itemLines(14, 'Any other personal and household items you did not already list, including any health aids you did not list', undefined, 'Yes. Give specific information.'),
      totalLine(15, 3),
    ],
  },
  {
    number: 'Part 4',
    title: 'Describe Your Financial Assets',
    intro: 'Do you own or have any legal or equitable interest in any of the following?',
    lines: [
      ...itemLines(16, 'Cash', 'Examples: Money you have in your wallet, in your home, in a safe deposit box, and on hand when you file your petition', 'Yes'),
      ...accountLines(
        17,
        'Deposits of money',
        'Examples: Checking, savings, or other financial accounts; certificates of deposit; shares in credit unions, brokerage houses, and other similar institutions. If you have multiple accounts with the same institution, list each.',
      ),
      ...itemLines(18, 'Bonds, mutual funds, or publicly traded stocks', 'Examples: Bond funds, investment accounts with brokerage firms, money market accounts', 'Yes'),
      ...itemLines(
        19,
        'Non-publicly traded stock and interests in incorporated and unincorporated businesses, including an interest in an LLC, partnership, and joint venture',
        undefined,
        'Yes. Give specific information about them.',
      ),
      ...itemLines(
        20,
        'Government and corporate bonds and other negotiable and non-negotiable instruments',
        'Negotiable instruments include personal checks, cashiers’ checks, promissory notes, and money orders. Non-negotiable instruments are those you cannot transfer to someone by signing or delivering them.',
        'Yes. Give specific information about them.',
      ),
      ...accountLines(21, 'Retirement or pension accounts', 'Examples: Interests in IRA, ERISA, Keogh, 401(k), 403(b), thrift savings accounts, or other pension or profit-sharing plans'),
      ...itemLines(
        22,
        'Security deposits and prepayments',
        'Your share of all unused deposits you have made so that you may continue service or use from a company. Examples: Agreements with landlords, prepaid rent, public utilities (electric, gas, water), telecommunications companies, or others',
        'Yes',
      ),
      ...itemLines(23, 'Annuities (A contract for a periodic payment of money to you, either for life or for a number of years)', undefined, 'Yes'),
      ...itemLines(
        24,
        'Interests in an education IRA, in an account in a qualified ABLE program, or under a qualified state tuition program.',
        '26 U.S.C. §§ 530(b)(1), 529A(b), and 529(b)(1).',
        'Yes. Institution name and description. Separately file the records of any interests. 11 U.S.C. § 521(c)',
      ),
      ...itemLines(
        25,
        'Trusts, equitable or future interests in property (other than anything listed in line 1), and rights or powers exercisable for your benefit',
        undefined,
        'Yes. Give specific information about them.',
      ),
      ...itemLines(
        26,
        'Patents, copyrights, trademarks, trade secrets, and other intellectual property',
        'Examples: Internet domain names, websites, proceeds from royalties and licensing agreements',
        'Yes. Give specific information about them.',
      ),
      ...itemLines(
        27,
        'Licenses, franchises, and other general intangibles',
        'Examples: Building permits, exclusive licenses, cooperative association holdings, liquor licenses, professional licenses',
        'Yes. Give specific information about them.',
      ),
      { id: 'owedToYou', kind: 'info', label: 'Money or property owed to you?' },
      ...itemLines(28, 'Tax refunds owed to you', undefined, 'Yes. Give specific information about them, including whether you already filed the returns and the tax years.'),
      ...itemLines(
        29,
        'Family support',
        'Examples: Past due or lump sum alimony, spousal support, child support, maintenance, divorce settlement, property settlement',
        'Yes. Give specific information.',
      ),
      ...itemLines(
        30,
        'Other amounts someone owes you',
        'Examples: Unpaid wages, disability insurance payments, disability benefits, sick pay, vacation pay, workers’ compensation, Social Security benefits; unpaid loans you made to someone else',
        'Yes. Give specific information.',
      ),
      ...itemLines(
        31,
        'Interests in insurance policies',
        'Examples: Health, disability, or life insurance; health savings account (HSA); credit, homeowner’s, or renter’s insurance',
        'Yes. Name the insurance company of each policy and list its value.',
      ),
      ...itemLines(
        32,
        'Any interest in property that is due you from someone who has died',
        'If you are the beneficiary of a living trust, expect proceeds from a life insurance policy, or are currently entitled to receive property because someone has died.',
        'Yes. Give specific information.',
      ),
      ...itemLines(
        33,
        'Claims against third parties, whether or not you have filed a lawsuit or made a demand for payment',
        'Examples: Accidents, employment disputes, insurance claims, or rights to sue',
        'Yes. Describe each claim.',
      ),
      ...itemLines(
        34,
        'Other contingent and unliquidated claims of every nature, including counterclaims of the debtor and rights to set off claims',
        undefined,
        'Yes. Describe each claim.',
      ),
      ...itemLines(35, 'Any financial assets you did not already list', undefined, 'Yes. Give specific information.'),
      totalLine(36, 4),
    ],
  },
  {
    number: 'Part 5',
    title: 'Describe Any Business-Related Property You Own or Have an Interest In. List any real estate in Part 1.',
    lines: [
      {
        id: '37',
        number: '37',
        kind: 'checkbox',
        label: 'Do you own or have any legal or equitable interest in any business-related property?',
        options: [
          { id: 'no', label: 'No. Go to Part 6.' },
          { id: 'yes', label: 'Yes. Go to line 38.' },
        ],
      },
      ...itemLines(38, 'Accounts receivable or commissions you already earned'),
      ...itemLines(
        39,
        'Office equipment, furnishings, and supplies',
        'Examples: Business-related computers, software, modems, printers, copiers, fax machines, rugs, telephones, desks, chairs, electronic devices',
      ),
      ...itemLines(40, 'Machinery, fixtures, equipment, supplies you use in business, and tools of your trade'),
      ...itemLines(41, 'Inventory'),
      ...itemLines(42, 'Interests in partnerships or joint ventures'),
      ...itemLines(43, 'Customer lists, mailing lists, or other compilations'),
      ...itemLines(44, 'Any business-related property you did not already list', undefined, 'Yes. Give specific information.'),
      totalLine(45, 5),
    ],
  },
  {
    number: 'Part 6',
    title: 'Describe Any Farm- and Commercial Fishing-Related Property You Own or Have an Interest In.',
    intro: 'If you own or have an interest in farmland, list it in Part 1.',
    lines: [
      {
        id: '46',
        number: '46',
        kind: 'checkbox',
        label: 'Do you own or have any legal or equitable interest in any farm- or commercial fishing-related property?',
        options: [
          { id: 'no', label: 'No. Go to Part 7.' },
          { id: 'yes', label: 'Yes. Go to line 47.' },
        ],
      },
      ...itemLines(47, 'Farm animals', 'Examples: Livestock, poultry, farm-raised fish', 'Yes'),
      ...itemLines(48, 'Crops—either growing or harvested', undefined, 'Yes. Give specific information.'),
      ...itemLines(49, 'Farm and fishing equipment, implements, machinery, fixtures, and tools of trade', undefined, 'Yes'),
      ...itemLines(50, 'Farm and fishing supplies, chemicals, and feed', undefined, 'Yes'),
      ...itemLines(51, 'Any farm- and commercial fishing-related property you did not already list', undefined, 'Yes. Give specific information.'),
      totalLine(52, 6),
    ],
  },
  {
    number: 'Part 7',
    title: 'Describe All Property You Own or Have an Interest in That You Did Not List Above',
    lines: [
      ...itemLines(53, 'Do you have other property of any kind you did not already list?', 'Examples: Season tickets, country club membership', 'Yes. Give specific information.'),
      { id: '54', number: '54', kind: 'amount', total: true, label: 'Add the dollar value of all of your entries from Part 7. Write that number here' },
    ],
  },
  {
    number: 'Part 8',
    title: 'List the Totals of Each Part of this Form',
    lines: [
      { id: '55', number: '55', kind: 'amount', label: 'Part 1: Total real estate, line 2' },
      { id: '56', number: '56', kind: 'amount', label: 'Part 2: Total vehicles, line 5' },
      { id: '57', number: '57', kind: 'amount', label: 'Part 3: Total personal and household items, line 15' },
      { id: '58', number: '58', kind: 'amount', label: 'Part 4: Total financial assets, line 36' },
      { id: '59', number: '59', kind: 'amount', label: 'Part 5: Total business-related property, line 45' },
      { id: '60', number: '60', kind: 'amount', label: 'Part 6: Total farm- and fishing-related property, line 52' },
      { id: '61', number: '61', kind: 'amount', operator: '+', label: 'Part 7: Total other property not listed, line 54' },
      { id: '62', number: '62', kind: 'amount', total: true, label: 'Total personal property. Add lines 56 through 61.' },
      { id: '62copy', kind: 'amount', operator: '+', label: 'Copy personal property total' },
      { id: '63', number: '63', kind: 'amount', total: true, label: 'Total of all property on Schedule A/B. Add line 55 + line 62.' },
    ],
  },
];

export const FORM_106AB: FormDefinition = {
  number: '106A/B',
  title: 'Schedule A/B: Property',
  revision: '12/15',
  intro: [
    'In each category, separately list and describe items. List an asset only once. If an asset fits in more than one category, list the asset in the category where you think it fits best. Be as complete and accurate as possible. If two married people are filing together, both are equally responsible for supplying correct information. If more space is needed, attach a separate sheet to this form. On the top of any additional pages, write your name and case number (if known). Answer every question.',
  ],
  parts: PARTS,
  values: scheduleABValues,
};

/** The lines of each part that list items, and the line holding the part's total. */
const PART_LINES: { total: string; lines: number[] }[] = [
  { total: '2', lines: [1] },
  { total: '5', lines: [3, 4] },
  { total: '15', lines: [6, 7, 8, 9, 10, 11, 12, 13, 14] },
  { total: '36', lines: [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35] },
  { total: '45', lines: [38, 39, 40, 41, 42, 43, 44] },
  { total: '52', lines: [47, 48, 49, 50, 51] },
  { total: '54', lines: [53] },
];
/** Lines whose entries are numbered on the form (1.1, 3.1, 17.1 ...). */
const NUMBERED_ENTRY_LINES = [1, 3, 4, 17, 21];

const REAL_ESTATE_LABELS: Record<(typeof REAL_ESTATE_KINDS)[number], string> = {
  singleFamilyHome: 'Single-family home',
  duplexOrMultiUnit: 'Duplex or multi-unit building',
  condominium: 'Condominium or cooperative',
  manufacturedHome: 'Manufactured or mobile home',
  land: 'Land',
  investmentProperty: 'Investment property',
  timeshare: 'Timeshare',
  other: 'Other',
};
const ACCOUNT_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  checking: 'Checking account',
  savings: 'Savings account',
  certificateOfDeposit: 'Certificates of deposit',
  brokerage: 'Other financial account',
  '401k': '401(k) or similar plan',
  ira: 'IRA',
  pension: 'Pension plan',
  other: 'Other financial account',
};

/** Where each property item appears on Schedule A/B: "1.1", "3.1", "17.2", or the line ("6"). */
export function scheduleABEntries(caseFile: CaseFileDraft): Map<string, string> {
  const entries = new Map<string, string>();
  const counts = new Map<number, number>();
  for (const item of propertyItems(caseFile)) {
    if (!NUMBERED_ENTRY_LINES.includes(item.line)) {
      entries.set(item.id, String(item.line));
      continue;
    }
    const n = (counts.get(item.line) ?? 0) + 1;
    counts.set(item.line, n);
    entries.set(item.id, `${item.line}.${n}`);
  }
  return entries;
}

function row(item: PropertyItem, entry: string): TableRow {
  const communityProperty = item.communityProperty ? ['Check if this is community property: checked'] : [];
  if (item.line === 1) {
    const estate = item.realEstate;
    return {
      cells: {
        entry,
        address: estate ? [oneLineAddress(estate.address), estate.address.county ? `${estate.address.county} County` : ''].filter(Boolean).join('\n') : item.description,
        what: estate ? REAL_ESTATE_LABELS[estate.kind] : '',
        owner: OWNER_LABELS[item.owner],
        interest: estate?.interest ?? '',
        entire: estate?.entireValue ?? item.value,
        portion: item.value,
      },
      details: [...(estate ? [`Other information: ${item.description}`] : []), ...communityProperty],
    };
  }
  if (item.line === 3 || item.line === 4) {
    const v = item.vehicle;
    const vehicle = v ? [`Make: ${v.make}`, `Model: ${v.model}`, `Year: ${v.year}`, ...(v.mileage !== undefined ? [`Approximate mileage: ${v.mileage.toLocaleString('en-US')}`] : [])].join('\n') : item.description;
    return {
      cells: { entry, vehicle, owner: OWNER_LABELS[item.owner], entire: item.value, portion: item.value },
      details: [...(v ? [`Other information: ${item.description}`] : []), ...communityProperty],
    };
  }
  if (item.line === 17 || item.line === 21) {
    return { cells: { entry, type: item.account ? ACCOUNT_LABELS[item.account.type] : '', institution: item.account ? `${item.account.institution}\n${item.description}` : item.description, value: item.value } };
  }
  const description = item.account ? `${item.account.institution}: ${item.description}` : item.description;
  return { cells: { description, value: item.value } };
}

export function scheduleABValues(caseFile: CaseFileDraft): FormValues {
  if (!caseFile.property) return {};
  const items = propertyItems(caseFile);
  const entries = scheduleABEntries(caseFile);
  const values: FormValues = {};
  const partTotals: Cents[] = [];
  for (const part of PART_LINES) {
    for (const line of part.lines) {
      const onLine = items.filter((item) => item.line === line);
      values[String(line)] = yesNo(onLine.length > 0);
      if (onLine.length) values[`${line}.items`] = onLine.map((item) => row(item, entries.get(item.id) ?? String(line)));
    }
    const total = sumCents(items.filter((item) => part.lines.includes(item.line)).map((item) => item.value));
    values[part.total] = total;
    partTotals.push(total);
  }
  const business = items.some((item) => item.line >= 38 && item.line <= 44);
  const farm = items.some((item) => item.line >= 47 && item.line <= 51);
  values['37'] = yesNo(business);
  values['46'] = yesNo(farm);
  const [realEstate = 0, ...personal] = partTotals;
  const personalTotal = sumCents(personal);
  ['56', '57', '58', '59', '60', '61'].forEach((line, i) => (values[line] = personal[i] ?? 0));
  values['55'] = realEstate;
  values['62'] = personalTotal;
  values['62copy'] = personalTotal;
  values['63'] = realEstate + personalTotal;
  return values;
}
