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

/** Issue 38: the package cards name 122A-1Supp, 122A-2 and 122C-2, which the packages prepare when they apply. */
export const PACKAGE_MEANS_TEST_FORMS_2026_12: TextCorrections = {
  faqs: [],
  newsArticles: [],
  documentTemplates: [
    { id: 'chapter7-complete', previousDescriptionSha256: '6fbb1bfaf9385f78a9951c589e5ff8ec9d4b3298106231c113743dcf3234f024' },
    { id: 'chapter13-complete', previousDescriptionSha256: '33d7de9eb4f6423b5850f1d87cd6a1b8faf4afe81e3c293ab7bdf0d77fe49668' },
  ],
};
