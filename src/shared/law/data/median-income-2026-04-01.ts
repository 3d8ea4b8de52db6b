/**
 * US Trustee Program census median family income by state and household size (means test,
 * Official Forms 122A-1 and 122C-1), labelled for cases filed on or after 2026-04-01.
 *
 * Copied from the reference data file median_income_2026-04-01.csv; source: a public
 * repository file (find_string id 55126588586) citing
 * justice.gov/ust/eo/bapcpa/20260401/bci_data/median_income_table.htm (its author flagged it verified:false).
 * Confidence (data README): medium. Every cell is the previous table x 1.02631 (a CPI-only update);
 * NE and SD match an independent pull from the US Trustee site for cases filed on/after 2026-07-15,
 * but the 2026-04-01 date itself is unconfirmed.
 * Every CSV row carries the same add-on, effective date and source, so they are stored once here.
 * Values are annual dollars and equal the CSV cell for cell; do not edit by hand.
 */
import type { MedianIncomeTableData } from './types.ts';

export const MEDIAN_INCOME_2026_04_01 = {
  effectiveDate: '2026-04-01',
  source: 'public repo file (find_string id 55126588586; cites justice.gov/ust/eo/bapcpa/20260401/bci_data/median_income_table.htm; author flag verified:false)',
  officialSource:
    'U.S. Trustee Program, Census Bureau median family income by family size, cases filed on or after April 1, 2026 (justice.gov/ust/eo/bapcpa/20260401/bci_data/median_income_table.htm)',
  confidence: 'medium: every cell is the previous table x 1.02631 (a CPI-only update); NE and SD match an independent US Trustee pull for cases filed on or after 2026-07-15, but the 2026-04-01 date itself is unconfirmed',
  status: 'estimate',
  dataFile: 'median_income_2026-04-01.csv',
  addPerPersonOver4: 11100,
  rows: [
    { stateCode: 'AL', stateName: 'Alabama', household1: 64321, household2: 77451, household3: 92698, household4: 106740 },
    { stateCode: 'AK', stateName: 'Alaska', household1: 85817, household2: 112548, household3: 112548, household4: 142136 },
    { stateCode: 'AZ', stateName: 'Arizona', household1: 73935, household2: 89027, household3: 104965, household4: 121174 },
    { stateCode: 'AR', stateName: 'Arkansas', household1: 58421, household2: 73630, household3: 82329, household4: 97054 },
    { stateCode: 'CA', stateName: 'California', household1: 79253, household2: 102797, household3: 116541, household4: 139071 },
    { stateCode: 'CO', stateName: 'Colorado', household1: 87940, household2: 109497, household3: 130850, household4: 153501 },
    { stateCode: 'CT', stateName: 'Connecticut', household1: 84302, household2: 106224, household3: 134470, household4: 159934 },
    { stateCode: 'DE', stateName: 'Delaware', household1: 69515, household2: 94877, household3: 111273, household4: 132244 },
    { stateCode: 'DC', stateName: 'District of Columbia', household1: 85391, household2: 161397, household3: 161397, household4: 166598 },
    { stateCode: 'FL', stateName: 'Florida', household1: 69876, household2: 86523, household3: 97540, household4: 114761 },
    { stateCode: 'GA', stateName: 'Georgia', household1: 68478, household2: 84965, household3: 101479, household4: 123481 },
    { stateCode: 'GU', stateName: 'Guam', household1: 53859, household2: 64399, household3: 73385, household4: 88805 },
    { stateCode: 'HI', stateName: 'Hawaii', household1: 85254, household2: 106202, household3: 123454, household4: 142181 },
    { stateCode: 'ID', stateName: 'Idaho', household1: 73413, household2: 86160, household3: 98381, household4: 119662 },
    { stateCode: 'IL', stateName: 'Illinois', household1: 73180, household2: 93934, household3: 113625, household4: 137902 },
    { stateCode: 'IN', stateName: 'Indiana', household1: 64461, household2: 81986, household3: 95627, household4: 115656 },
    { stateCode: 'IA', stateName: 'Iowa', household1: 67617, household2: 88800, household3: 104133, household4: 126058 },
    { stateCode: 'KS', stateName: 'Kansas', household1: 69197, household2: 87441, household3: 103852, household4: 125971 },
    { stateCode: 'KY', stateName: 'Kentucky', household1: 61652, household2: 73892, household3: 85212, household4: 109443 },
    { stateCode: 'LA', stateName: 'Louisiana', household1: 59447, household2: 72348, household3: 84602, household4: 103628 },
    { stateCode: 'ME', stateName: 'Maine', household1: 75892, household2: 90445, household3: 106822, household4: 131577 },
    { stateCode: 'MD', stateName: 'Maryland', household1: 86928, household2: 114611, household3: 135949, household4: 166173 },
    { stateCode: 'MA', stateName: 'Massachusetts', household1: 88202, household2: 112708, household3: 139411, household4: 178524 },
    { stateCode: 'MI', stateName: 'Michigan', household1: 67352, household2: 83432, household3: 103449, household4: 123010 },
    { stateCode: 'MN', stateName: 'Minnesota', household1: 77696, household2: 98328, household3: 126487, household4: 149882 },
    { stateCode: 'MS', stateName: 'Mississippi', household1: 53978, household2: 70328, household3: 82846, household4: 97464 },
    { stateCode: 'MO', stateName: 'Missouri', household1: 64972, household2: 82075, household3: 100228, household4: 118530 },
    { stateCode: 'MT', stateName: 'Montana', household1: 71310, household2: 91452, household3: 103285, household4: 121698 },
    { stateCode: 'NE', stateName: 'Nebraska', household1: 66922, household2: 90728, household3: 103405, household4: 125074 },
    { stateCode: 'NV', stateName: 'Nevada', household1: 72222, household2: 87914, household3: 101638, household4: 114110 },
    { stateCode: 'NH', stateName: 'New Hampshire', household1: 87287, household2: 109324, household3: 141531, household4: 155203 },
    { stateCode: 'NJ', stateName: 'New Jersey', household1: 87173, household2: 106876, household3: 137136, household4: 168127 },
    { stateCode: 'NM', stateName: 'New Mexico', household1: 66235, household2: 79574, household3: 88041, household4: 98602 },
    { stateCode: 'NY', stateName: 'New York', household1: 73272, household2: 92902, household3: 115579, household4: 139040 },
    { stateCode: 'NC', stateName: 'North Carolina', household1: 67117, household2: 84384, household3: 101535, household4: 116737 },
    { stateCode: 'ND', stateName: 'North Dakota', household1: 73549, household2: 96352, household3: 106686, household4: 137817 },
    { stateCode: 'MP', stateName: 'Northern Mariana Islands', household1: 36168, household2: 36168, household3: 42080, household4: 61891 },
    { stateCode: 'OH', stateName: 'Ohio', household1: 66239, household2: 83725, household3: 102504, household4: 123702 },
    { stateCode: 'OK', stateName: 'Oklahoma', household1: 61180, household2: 77208, household3: 86845, household4: 101798 },
    { stateCode: 'OR', stateName: 'Oregon', household1: 79089, household2: 93670, household3: 116729, household4: 140024 },
    { stateCode: 'PA', stateName: 'Pennsylvania', household1: 72230, household2: 87534, household3: 110151, household4: 135862 },
    { stateCode: 'PR', stateName: 'Puerto Rico', household1: 30665, household2: 30665, household3: 40976, household4: 50543 },
    { stateCode: 'RI', stateName: 'Rhode Island', household1: 77653, household2: 98736, household3: 119419, household4: 137479 },
    { stateCode: 'SC', stateName: 'South Carolina', household1: 64808, household2: 83761, household3: 95672, household4: 116314 },
    { stateCode: 'SD', stateName: 'South Dakota', household1: 69190, household2: 89809, household3: 100883, household4: 130738 },
    { stateCode: 'TN', stateName: 'Tennessee', household1: 63979, household2: 82846, household3: 97511, household4: 109585 },
    { stateCode: 'TX', stateName: 'Texas', household1: 66837, household2: 86714, household3: 99273, household4: 117962 },
    { stateCode: 'UT', stateName: 'Utah', household1: 87898, household2: 95757, household3: 112751, household4: 131741 },
    { stateCode: 'VT', stateName: 'Vermont', household1: 72461, household2: 96963, household3: 114075, household4: 137583 },
    { stateCode: 'VI', stateName: 'Virgin Islands', household1: 42734, household2: 51360, household3: 54760, household4: 59995 },
    { stateCode: 'VA', stateName: 'Virginia', household1: 78491, household2: 101171, household3: 123159, household4: 144826 },
    { stateCode: 'WA', stateName: 'Washington', household1: 88585, household2: 107100, household3: 131737, household4: 156567 },
    { stateCode: 'WV', stateName: 'West Virginia', household1: 63908, household2: 68592, household3: 92050, household4: 93672 },
    { stateCode: 'WI', stateName: 'Wisconsin', household1: 71168, household2: 90252, household3: 108516, household4: 133384 },
    { stateCode: 'WY', stateName: 'Wyoming', household1: 71745, household2: 91502, household3: 98476, household4: 110297 },
  ],
} as const satisfies MedianIncomeTableData;
