/**
 * US Trustee Program census median family income by state and household size (means test,
 * Official Forms 122A-1 and 122C-1), for cases filed on or after 2025-11-01.
 *
 * Copied from the reference data file median_income_2025-11-01.csv; source:
 * jelliottdev/means-test-calculator, citing justice.gov/ust/eo/bapcpa/20251101/bci_data/median_income_table.htm.
 * Confidence (data README): high (two repositories and an independent law-firm page agree).
 * Every CSV row carries the same add-on, effective date and source, so they are stored once here.
 * Values are annual dollars and equal the CSV cell for cell; do not edit by hand.
 */
import type { MedianIncomeTableData } from './types.ts';

export const MEDIAN_INCOME_2025_11_01 = {
  effectiveDate: '2025-11-01',
  source: 'jelliottdev/means-test-calculator data/means-test/2025-11-01/median-income.json (cites justice.gov/ust/eo/bapcpa/20251101/bci_data/median_income_table.htm)',
  officialSource:
    'U.S. Trustee Program, Census Bureau median family income by family size, cases filed on or after November 1, 2025 (justice.gov/ust/eo/bapcpa/20251101/bci_data/median_income_table.htm)',
  confidence: 'high (two repositories and an independent law-firm page agree)',
  status: 'official',
  dataFile: 'median_income_2025-11-01.csv',
  addPerPersonOver4: 11100,
  rows: [
    { stateCode: 'AL', stateName: 'Alabama', household1: 62672, household2: 75465, household3: 90321, household4: 104003 },
    { stateCode: 'AK', stateName: 'Alaska', household1: 83617, household2: 109662, household3: 109662, household4: 138492 },
    { stateCode: 'AZ', stateName: 'Arizona', household1: 72039, household2: 86745, household3: 102274, household4: 118067 },
    { stateCode: 'AR', stateName: 'Arkansas', household1: 56923, household2: 71742, household3: 80218, household4: 94566 },
    { stateCode: 'CA', stateName: 'California', household1: 77221, household2: 100161, household3: 113553, household4: 135505 },
    { stateCode: 'CO', stateName: 'Colorado', household1: 85685, household2: 106690, household3: 127495, household4: 149566 },
    { stateCode: 'CT', stateName: 'Connecticut', household1: 82141, household2: 103501, household3: 131022, household4: 155834 },
    { stateCode: 'DE', stateName: 'Delaware', household1: 67733, household2: 92445, household3: 108420, household4: 128854 },
    { stateCode: 'DC', stateName: 'District of Columbia', household1: 83202, household2: 157259, household3: 157259, household4: 162327 },
    { stateCode: 'FL', stateName: 'Florida', household1: 68085, household2: 84305, household3: 95039, household4: 111819 },
    { stateCode: 'GA', stateName: 'Georgia', household1: 66722, household2: 82787, household3: 98877, household4: 120315 },
    { stateCode: 'HI', stateName: 'Hawaii', household1: 83068, household2: 103479, household3: 120289, household4: 138536 },
    { stateCode: 'ID', stateName: 'Idaho', household1: 71531, household2: 83951, household3: 95859, household4: 116594 },
    { stateCode: 'IL', stateName: 'Illinois', household1: 71304, household2: 91526, household3: 110712, household4: 134366 },
    { stateCode: 'IN', stateName: 'Indiana', household1: 62808, household2: 79884, household3: 93175, household4: 112691 },
    { stateCode: 'IA', stateName: 'Iowa', household1: 65883, household2: 86523, household3: 101463, household4: 122826 },
    { stateCode: 'KS', stateName: 'Kansas', household1: 67423, household2: 85199, household3: 101189, household4: 122741 },
    { stateCode: 'KY', stateName: 'Kentucky', household1: 60071, household2: 71998, household3: 83027, household4: 106637 },
    { stateCode: 'LA', stateName: 'Louisiana', household1: 57923, household2: 70493, household3: 82433, household4: 100971 },
    { stateCode: 'ME', stateName: 'Maine', household1: 73946, household2: 88126, household3: 104083, household4: 128204 },
    { stateCode: 'MD', stateName: 'Maryland', household1: 84699, household2: 111673, household3: 132464, household4: 161913 },
    { stateCode: 'MA', stateName: 'Massachusetts', household1: 85941, household2: 109818, household3: 135837, household4: 173947 },
    { stateCode: 'MI', stateName: 'Michigan', household1: 65625, household2: 81293, household3: 100797, household4: 119856 },
    { stateCode: 'MN', stateName: 'Minnesota', household1: 75704, household2: 95807, household3: 123244, household4: 146039 },
    { stateCode: 'MS', stateName: 'Mississippi', household1: 52594, household2: 68525, household3: 80722, household4: 94965 },
    { stateCode: 'MO', stateName: 'Missouri', household1: 63306, household2: 79971, household3: 97658, household4: 115491 },
    { stateCode: 'MT', stateName: 'Montana', household1: 69482, household2: 89107, household3: 100637, household4: 118578 },
    { stateCode: 'NE', stateName: 'Nebraska', household1: 65206, household2: 88402, household3: 100754, household4: 121867 },
    { stateCode: 'NV', stateName: 'Nevada', household1: 70370, household2: 85660, household3: 99032, household4: 111184 },
    { stateCode: 'NH', stateName: 'New Hampshire', household1: 85049, household2: 106521, household3: 137902, household4: 151224 },
    { stateCode: 'NJ', stateName: 'New Jersey', household1: 84938, household2: 104136, household3: 133620, household4: 163817 },
    { stateCode: 'NM', stateName: 'New Mexico', household1: 64537, household2: 77534, household3: 85784, household4: 96074 },
    { stateCode: 'NY', stateName: 'New York', household1: 71393, household2: 90520, household3: 112616, household4: 135475 },
    { stateCode: 'NC', stateName: 'North Carolina', household1: 65396, household2: 82221, household3: 98932, household4: 113744 },
    { stateCode: 'ND', stateName: 'North Dakota', household1: 71663, household2: 93882, household3: 103951, household4: 134284 },
    { stateCode: 'OH', stateName: 'Ohio', household1: 64541, household2: 81578, household3: 99876, household4: 120531 },
    { stateCode: 'OK', stateName: 'Oklahoma', household1: 59611, household2: 75229, household3: 84618, household4: 99188 },
    { stateCode: 'OR', stateName: 'Oregon', household1: 77061, household2: 91268, household3: 113736, household4: 136434 },
    { stateCode: 'PA', stateName: 'Pennsylvania', household1: 70378, household2: 85290, household3: 107327, household4: 132379 },
    { stateCode: 'RI', stateName: 'Rhode Island', household1: 75662, household2: 96205, household3: 116357, household4: 133954 },
    { stateCode: 'SC', stateName: 'South Carolina', household1: 63146, household2: 81614, household3: 93219, household4: 113332 },
    { stateCode: 'SD', stateName: 'South Dakota', household1: 67416, household2: 87506, household3: 98297, household4: 127386 },
    { stateCode: 'TN', stateName: 'Tennessee', household1: 62339, household2: 80722, household3: 95011, household4: 106775 },
    { stateCode: 'TX', stateName: 'Texas', household1: 65123, household2: 84491, household3: 96728, household4: 114938 },
    { stateCode: 'UT', stateName: 'Utah', household1: 85644, household2: 93302, household3: 109860, household4: 128363 },
    { stateCode: 'VT', stateName: 'Vermont', household1: 70603, household2: 94477, household3: 111150, household4: 134056 },
    { stateCode: 'VA', stateName: 'Virginia', household1: 76479, household2: 98577, household3: 120001, household4: 141113 },
    { stateCode: 'WA', stateName: 'Washington', household1: 86314, household2: 104354, household3: 128360, household4: 152553 },
    { stateCode: 'WV', stateName: 'West Virginia', household1: 62270, household2: 66833, household3: 89690, household4: 91270 },
    { stateCode: 'WI', stateName: 'Wisconsin', household1: 69343, household2: 87938, household3: 105734, household4: 129964 },
    { stateCode: 'WY', stateName: 'Wyoming', household1: 69906, household2: 89156, household3: 95951, household4: 107469 },
  ],
} as const satisfies MedianIncomeTableData;
