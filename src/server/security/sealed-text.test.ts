import { describe, expect, it } from 'vitest';
import { newSealingKey, openSealedText, sealText } from './sealed-text.ts';

const link = 'https://site.example/idp/account/reset-password?token=abc123';

describe('sealed text', () => {
  it('opens with the key and the value it is bound to, and does not show the text', () => {
    const key = newSealingKey();
    const sealed = sealText(key, link, 'jo@example.com');
    expect(sealed).not.toContain('abc123');
    expect(sealed).not.toContain('reset-password');
    expect(openSealedText(key, sealed, 'jo@example.com')).toBe(link);
  });

  it('differs each time the same text is sealed', () => {
    const key = newSealingKey();
    expect(sealText(key, link, 'jo@example.com')).not.toBe(sealText(key, link, 'jo@example.com'));
  });

  it('refuses another key, another recipient, and a changed text', () => {
    const key = newSealingKey();
    const sealed = sealText(key, link, 'jo@example.com');
    expect(() => openSealedText(newSealingKey(), sealed, 'jo@example.com')).toThrow();
    expect(() => openSealedText(key, sealed, 'attacker@example.com')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSealedText(key, [version, iv, tag, flipped.toString('base64url')].join('.'), 'jo@example.com')).toThrow();
    expect(() => openSealedText(key, 'plain text', 'jo@example.com')).toThrow('not a sealed text');
  });
});
