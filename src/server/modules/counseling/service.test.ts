import { describe, expect, it } from 'vitest';
import { questionTerms } from './service.ts';

describe('questionTerms', () => {
  it.each([
    // "How long" asks for a length of time; its "take" goes with it, so the credit report FAQ's
    // "How long will…" heading does not outweigh the page that says how long a plan lasts.
    ['How long does Chapter 13 take?', ['years last', 'does', 'chapter', '13']],
    // Asking words go; the site's word for an everyday one is the same term, not a second one.
    ['How much does it cost to file?', ['does', 'it', 'cost fee', 'to', 'file']],
    ['Do I need credit counseling before filing?', ['do', 'i', 'credit', 'counseling', 'before', 'filing']],
    ['Can student loans be discharged?', ['can', 'student', 'loans', 'be', 'discharged wipe']],
    ['Can I keep my house?', ['can', 'i', 'keep', 'my', 'house home']],
    ['Can I file bankruptcy twice?', ['can', 'i', 'file', 'bankruptcy', 'twice often']],
    ['Can I file without a lawyer?', ['can', 'i', 'file', 'without', 'a', 'lawyer attorney']],
    ['What’s the means test?', ['what', 'the', 'means', 'test']],
    // Feelings are not topics; "take my car" asks whether you lose it; a wife is a spouse on our pages.
    ['I’m worried, will they take my car?', ['will', 'they', 'take lose', 'my', 'car']],
    ['Does my wife’s income count?', ['does', 'my', 'wife spouse', 'income', 'count']],
  ])('%j → %j', (question, terms) => {
    expect(questionTerms(question)).toEqual(terms);
  });
});
