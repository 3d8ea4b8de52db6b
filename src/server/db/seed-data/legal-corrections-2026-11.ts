/**
 * Seeded texts corrected by the legal review of issue 15 (2026-11). Databases seeded before it still
 * hold the old wording; the seed replaces a row only while it holds exactly the old seeded text
 * (matched by its SHA-256), so an admin's own edit is never overwritten.
 */
export interface TextCorrections {
  faqs: readonly { question: string; previousAnswerSha256: string }[];
  newsArticles: readonly { slug: string; previousContentSha256: string }[];
  documentTemplates: readonly { id: string; previousDescriptionSha256: string }[];
}

export const LEGAL_CORRECTIONS_2026_11: TextCorrections = {
  faqs: [
    { question: 'What are the two required courses?', previousAnswerSha256: 'bfeade1d74d0d3e77e133df3db1f9f80fded441763b1a86f0fa9c866ede06cd2' },
    { question: 'How often can I get a bankruptcy discharge?', previousAnswerSha256: 'a9062c607c0d7f43593b3c30a951f3dce3e3f7e51dff69f6778ad08e0c8e1098' },
    { question: 'What is the means test?', previousAnswerSha256: 'b6c508e5bed8551fe332a24db34bdf5a427147848c8d024864680c348f41c83f' },
    { question: 'What is a reaffirmation agreement?', previousAnswerSha256: '1c487d810cfc250332087764e03f8c2caeea107115f9c88b98a02f76fcfba804' },
    { question: 'What happens to my car loan or mortgage in Chapter 7?', previousAnswerSha256: 'd136d7c5c49e0d6368a5fb3980088f473749a7ef91691a4f2cc9f50fda4c5f87' },
    { question: 'Who cannot get a Chapter 7 discharge?', previousAnswerSha256: '986129d6b9f01c23919c6102b986b84a465f793419226a6563f24c5d3b784d26' },
    { question: 'Who can file Chapter 13?', previousAnswerSha256: '1587ea5a2f1385e9e8a3d107b8cfc6bdab32a7bee04571bf5835bdb78db8db6b' },
    { question: 'What happens right after I file?', previousAnswerSha256: '517577cc5ec4eb35a549bd539b6e49b35a407f4e6af386a9b420b92852fc0240' },
  ],
  newsArticles: [
    { slug: 'debtor-education-certificate-replaces-form-423', previousContentSha256: '605df8e80ed683a65115d34af1ed786bb392756ab55d4fff6fb8e30e6c341e59' },
    { slug: 'before-you-file-credit-counseling-certificate', previousContentSha256: '49f2cf92d9dbe24171e877cb35a48f4cf81819d2fb09ece2a42fc6cdf3cf2b2e' },
    { slug: 'scams-petition-preparers-and-debt-relief', previousContentSha256: '79191a15cfc4f01a975f3038dca9235bbcdcfb02565986ca99fca17325e792c4' },
  ],
  documentTemplates: [
    { id: 'chapter7-complete', previousDescriptionSha256: 'bdbda9bd902a61044c5c1fbf7043de040ef51e6070faac2176e7df7408fbbf5d' },
    { id: 'chapter13-complete', previousDescriptionSha256: '765704e70471b97576102a49758ab235838371ca6c9aeb67f1b8feaa65c9c8b8' },
  ],
};

/** Issue 17: the free legal help FAQ links the free options (courts' self-help, legal aid, credit counseling). */
export const FREE_HELP_LINKS_2026_11: TextCorrections = {
  faqs: [{ question: 'Where can I find free or low-cost legal help?', previousAnswerSha256: 'a925a5db43c497f6cfbfc392745656da758cde98c5b240aee820dc3bba4eaba5' }],
  newsArticles: [],
  documentTemplates: [],
};

/** Issue 17: the seeded articles mark their subheadings with "## ", so they render as headings. */
export const NEWS_SUBHEADINGS_2026_11: TextCorrections = {
  faqs: [],
  newsArticles: [
    { slug: 'official-form-updates-april-2025', previousContentSha256: '29971f3250cb6165605645b7189609dea8ac2671565b22385f93b8a669129e02' },
    { slug: 'debtor-education-certificate-replaces-form-423', previousContentSha256: '19238262b0db107da50a368c4b116c58da55f79b3380298e2c9262a537f8728d' },
    { slug: 'before-you-file-credit-counseling-certificate', previousContentSha256: '55ed8eac41d802a9baa75889c5ad44fe325bae48ac64ca878b8cb9004e98d375' },
    { slug: 'filing-fees-installments-and-waivers', previousContentSha256: 'f112b321792102518611ebc6e7a43b31741f11b697a70ce784d9f76b571b5413' },
    { slug: 'means-test-state-median-income', previousContentSha256: '908d106d4f9b85d81f5853fc4a7f3cce6330de1694860917984778c0123e762b' },
    { slug: 'scams-petition-preparers-and-debt-relief', previousContentSha256: '197ca2b817b688841dfebb74295931131d518104a92d578d2f6e7b084e3aa969' },
  ],
  documentTemplates: [],
};

/** Issue 19: the Chapter 13 Complete Package lists the plan (Form 113) among its forms. */
export const CHAPTER13_PLAN_FORM_2026_11: TextCorrections = {
  faqs: [],
  newsArticles: [],
  documentTemplates: [{ id: 'chapter13-complete', previousDescriptionSha256: '51e2c8bd901d1cd8b66dce45b9b95144f8123a1c3b936a1699729018d5ad271d' }],
};
