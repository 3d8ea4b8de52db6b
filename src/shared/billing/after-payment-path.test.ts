import { describe, expect, it } from 'vitest';
import { afterPaymentPath, PREMIUM_HOME_PATH } from './after-payment-path.ts';

describe('afterPaymentPath', () => {
  it.each([
    ['/assessment', '/assessment'],
    ['/documents?tab=2#packages', '/documents?tab=2#packages'],
    ['/', '/'],
    [undefined, PREMIUM_HOME_PATH],
    ['', PREMIUM_HOME_PATH],
    ['https://evil.example/x', PREMIUM_HOME_PATH],
    ['//evil.example', PREMIUM_HOME_PATH],
    ['/\\evil.example', PREMIUM_HOME_PATH],
    ['javascript:alert(1)', PREMIUM_HOME_PATH],
    ['/api/logout', PREMIUM_HOME_PATH],
    ['/subscribe', PREMIUM_HOME_PATH],
    ['/subscribe/?returnTo=/x', PREMIUM_HOME_PATH],
    ['/subscribe-success?redirect_status=succeeded', PREMIUM_HOME_PATH],
  ])('%j → %j', (input, expected) => {
    expect(afterPaymentPath(input)).toBe(expected);
  });
});
