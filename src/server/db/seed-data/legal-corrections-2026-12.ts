import type { TextCorrections } from './legal-corrections-2026-11.ts';

/**
 * Seeded texts corrected by the third legal review (issue 39, 2026-12). As with the 2026-11
 * corrections, a row is replaced only while it still holds the old seeded text.
 */
export const LEGAL_CORRECTIONS_2026_12: TextCorrections = {
  faqs: [
    // §727(a)(8) counts Chapter 11 discharges too; §727(a)(9) sets 6 years after Chapter 12 or 13.
    { question: 'Who cannot get a Chapter 7 discharge?', previousAnswerSha256: 'a6d25c88551a3a0e960c83361279e4b71775b2f0c880045c95a4ce786d6ba385' },
  ],
  newsArticles: [],
  documentTemplates: [],
};
