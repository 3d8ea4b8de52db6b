import { describe, expect, it } from 'vitest';
import { newestDraftValues, typingNotInAccount, type LocalDraft } from './local-draft.ts';

const at = (iso: string) => Date.parse(iso);
const local = (savedVersion: number, updatedAt?: string): LocalDraft => ({ savedVersion, values: { from: 'this device' }, ...(updatedAt ? { updatedAt: at(updatedAt) } : {}) });
const account = (updatedAt: string) => ({ values: { from: 'the account' }, savedVersion: 3, updatedAt });

describe('which typing a section resumes from', () => {
  it.each([
    ['neither', null, undefined, null],
    ['this device only', local(3, '2026-12-01T10:00:00Z'), undefined, 'this device'],
    ['the account only (a new device)', null, account('2026-12-01T10:00:00Z'), 'the account'],
    ['the newer: this device', local(3, '2026-12-01T10:05:00Z'), account('2026-12-01T10:00:00Z'), 'this device'],
    ['the newer: the account (typed later on another device)', local(3, '2026-12-01T10:00:00Z'), account('2026-12-01T10:05:00Z'), 'the account'],
    ['the account over a copy kept before drafts had a time', local(3), account('2026-12-01T10:00:00Z'), 'the account'],
    ['the account over this device’s copy of an older version', local(2, '2026-12-01T10:05:00Z'), account('2026-12-01T10:00:00Z'), 'the account'],
    ['the saved section over this device’s copy of an older version', local(2, '2026-12-01T10:05:00Z'), undefined, null],
  ] as const)('%s', (_, localDraft, accountDraft, expected) => {
    const values = newestDraftValues(localDraft, accountDraft, 3);
    expect(values ? values['from'] : null).toBe(expected);
  });
});

describe('typing kept on this device only', () => {
  it('is saved when the page opens while the account does not hold it (a save refused after the session ended)', () => {
    expect(typingNotInAccount(local(3, '2026-12-01T10:05:00Z'), undefined, 3)).toEqual({ from: 'this device' });
    expect(typingNotInAccount(local(3, '2026-12-01T10:05:00Z'), account('2026-12-01T10:00:00Z'), 3)).toEqual({ from: 'this device' });
  });

  it('is not saved again once the account holds it, nor when the account or the saved section is newer', () => {
    expect(typingNotInAccount({ ...local(3, '2026-12-01T10:05:00Z'), isInAccount: true }, undefined, 3)).toBeNull();
    expect(typingNotInAccount(local(3, '2026-12-01T10:00:00Z'), account('2026-12-01T10:05:00Z'), 3)).toBeNull();
    expect(typingNotInAccount(local(2, '2026-12-01T10:05:00Z'), undefined, 3)).toBeNull();
    expect(typingNotInAccount(null, undefined, 3)).toBeNull();
  });
});
