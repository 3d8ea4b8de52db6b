import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '../contracts/fields.ts';
import { displayNameSchemaFor } from '../contracts/auth.ts';
import { hasHiddenCharacters, isReservedDisplayName, normalizeDisplayName, RESERVED_NAME_MESSAGE } from './display-name.ts';

const SITE = 'Bankruptcy Self-Help Center';

describe('normalizeDisplayName', () => {
  it.each([
    ['  Maria   L.  ', 'Maria L.'],
    ['Ｍａｒｉａ', 'Maria'],
    ['𝐌𝐚𝐫𝐢𝐚', 'Maria'],
    ['Maria\u00a0\u3000L.', 'Maria L.'],
    ['José', 'José'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeDisplayName(raw)).toBe(expected);
  });
});

describe('hasHiddenCharacters', () => {
  it.each([
    ['\u202eevil', true],
    ['a\u2066b\u2069', true],
    ['Maria\u200bL', true],
    ['right\u200fmark', true],
    ['soft\u00adhyphen', true],
    ['\u3164\u3164', true],
    ['Maria L.', false],
    ['Мария', false],
    ['مريم', false],
    ['Hopeful Filer 🌱', false],
  ])('%j → %s', (name, expected) => {
    expect(hasHiddenCharacters(name)).toBe(expected);
  });
});

describe('isReservedDisplayName', () => {
  it.each([
    'Admin',
    'admin',
    'ADMINISTRATOR',
    'Moderator',
    'Staff',
    'Support',
    'System',
    'Site Admin',
    'Admins',
    'Adm1n',
    'adm!n',
    'A d m i n',
    'A.D.M.I.N',
    'M0derat0r',
    'Suppor7',
    'Sta ff',
    'Staaaff',
    'Adrnin',
    'Ａｄｍｉｎ',
    'Àdmín',
    '\u0405upport',
    '\u0410dmin',
    'SiteModerator',
    'Bankruptcy Self-Help Center',
    'bankruptcy self help center team',
    'Bankruptcy 5elf-He1p Center',
    'Mod',
  ])('%j is reserved', (name) => {
    expect(isReservedDisplayName(name, SITE)).toBe(true);
  });

  it.each(['Maria L.', 'Badminton Fan', 'Hopeful Filer', 'Sam', 'Modesta', 'Systematic Sue', 'Bankruptcy Newbie', 'Alice W.'])('%j is free', (name) => {
    expect(isReservedDisplayName(name, SITE)).toBe(false);
  });

  it('reserves the configured site name, whatever it is', () => {
    expect(isReservedDisplayName('Debt Relief Hub', 'Debt Relief Hub')).toBe(true);
    expect(isReservedDisplayName('Debt Relief Hub', SITE)).toBe(false);
  });
});

describe('the display-name contract', () => {
  const schema = displayNameSchemaFor(SITE);
  const issueOf = (displayName: string) => {
    const result = schema.safeParse({ displayName });
    return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('saves the normalized name', () => {
    expect(schema.parse({ displayName: '  Ｈｏｐｅｆｕｌ   Filer ' })).toEqual({ displayName: 'Hopeful Filer' });
  });

  it('refuses reserved names, hidden characters and lengths on the field, with one clear message each', () => {
    expect(issueOf('Moderator')).toEqual([['displayName', RESERVED_NAME_MESSAGE]]);
    expect(issueOf('Maria\u202eL')).toEqual([['displayName', CONTROL_CHARACTER_MESSAGE]]);
    expect(issueOf(' B ')).toEqual([['displayName', 'Your display name must be at least 2 characters']]);
    expect(issueOf('x'.repeat(41))).toEqual([['displayName', 'Your display name can be at most 40 characters']]);
    expect(issueOf('Maria L.')).toBeNull();
  });
});
