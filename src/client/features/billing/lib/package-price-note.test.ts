import { describe, expect, it, vi } from 'vitest';
import { packagePriceNoteKey } from './package-price-note.ts';

// The English texts' module registers itself with the i18n runtime, which reads the page's site settings.
vi.mock('#client/i18n/i18n.ts', () => ({ registerMessages: () => undefined }));
const { enCheckout } = await import('#client/i18n/en/checkout.ts');

describe('the package price line at the interview’s first step', () => {
  it('tells someone who bought only the course that the course, not a membership, lets them prepare the forms (issue 37)', () => {
    const courseOnly = packagePriceNoteKey('no-subscription', ['chapter7']);
    expect(courseOnly).toBe('checkout.package.firstStepCourse');
    expect(enCheckout[courseOnly]).toContain('included with your course');
    expect(enCheckout[courseOnly]).not.toContain('membership');
    expect(packagePriceNoteKey('granted', ['chapter7'])).toBe('checkout.package.firstStep');
    expect(enCheckout[packagePriceNoteKey('granted', [])]).toContain('free with your membership');
  });
});
