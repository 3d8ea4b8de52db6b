/**
 * HHS poverty guidelines for 2026 (annual household income), used for the Chapter 7 fee waiver
 * (under 150% of the guidelines, 28 U.S.C. 1930(f), Official Form 103B).
 *
 * Copied from the reference data file poverty_guidelines_2026.csv. Source: HHS poverty guidelines
 * 2026, 91 FR 1797-1798 (FR Doc 2026-00755, published 2026-01-15); rows cross-checked against several
 * public quotations. Effective: 2026-01-13.
 * Confidence (data README): high; checked twice by independent sources.
 */

import type { PovertyGuidelineTableData } from './types.ts';

export const POVERTY_GUIDELINES_2026 = {
  effectiveDate: '2026-01-13',
  source:
    'HHS poverty guidelines 2026, 91 FR 1797-1798 (FR Doc 2026-00755, published 2026-01-15); rows cross-checked against several public quotations',
  officialSource: 'HHS poverty guidelines for 2026, 91 FR 1797-1798',
  confidence: 'high (checked twice by independent sources)',
  dataFile: 'poverty_guidelines_2026.csv',
  regions: {
    '48_states_and_dc': { persons: [15960, 21640, 27320, 33000, 38680, 44360, 50040, 55720], eachAdditional: 5680 },
    alaska: { persons: [19950, 27050, 34150, 41250, 48350, 55450, 62550, 69650], eachAdditional: 7100 },
    hawaii: { persons: [18360, 24890, 31420, 37950, 44480, 51010, 57540, 64070], eachAdditional: 6530 },
  },
} as const satisfies PovertyGuidelineTableData;
