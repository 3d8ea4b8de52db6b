import { describe, expect, it } from 'vitest';
import { fixtureContext, jointCouple } from '../fixture.ts';
import type { TableRow } from '../types.ts';
import { FORM_106AB, scheduleABEntries } from './definition.ts';

describe('Form 106A/B values (joint-couple fixture)', () => {
  const values = FORM_106AB.values(jointCouple(), fixtureContext());

  it('adds each part and the totals of Part 8', () => {
    expect(values['2']).toBe(25_000_000); // real estate $250,000.00
    expect(values['5']).toBe(1_500_000); // vehicles $15,000.00
    expect(values['15']).toBe(600_000); // goods 3,000 + electronics 1,000 + clothes 1,000 + jewelry 1,000
    expect(values['36']).toBe(4_200_000); // cash 200 + checking 1,800 + 401(k) 40,000
    expect(values['45']).toBe(0);
    expect(values['55']).toBe(25_000_000);
    expect(values['57']).toBe(600_000);
    expect(values['58']).toBe(4_200_000);
    expect(values['62']).toBe(6_300_000);
    expect(values['62copy']).toBe(6_300_000);
    expect(values['63']).toBe(31_300_000);
  });

  it('answers each question Yes when items are listed on it and No otherwise', () => {
    expect(values['1']).toEqual(['yes']);
    expect(values['3']).toEqual(['yes']);
    expect(values['4']).toEqual(['no']);
    expect(values['6']).toEqual(['yes']);
    expect(values['8']).toEqual(['no']);
    expect(values['37']).toEqual(['no']);
    expect(values['46']).toEqual(['no']);
  });

  it('lists the home with both values and the accounts with their type', () => {
    const [home] = values['1.items'] as TableRow[];
    expect(home?.cells).toMatchObject({ entry: '1.1', owner: 'Debtor 1 and Debtor 2 only', interest: 'Tenancy by the entirety', entire: 25_000_000, portion: 25_000_000 });
    const [checking] = values['17.items'] as TableRow[];
    expect(checking?.cells).toMatchObject({ entry: '17.1', type: 'Checking account', value: 180_000 });
    const [retirement] = values['21.items'] as TableRow[];
    expect(retirement?.cells).toMatchObject({ type: '401(k) or similar plan', value: 4_000_000 });
  });

  it('numbers entries as the form does (1.1, 3.1, 17.1) and other items by their line', () => {
    const entries = scheduleABEntries(jointCouple());
    expect(entries.get('p-home')).toBe('1.1');
    expect(entries.get('p-car')).toBe('3.1');
    expect(entries.get('p-checking')).toBe('17.1');
    expect(entries.get('p-goods')).toBe('6');
  });

  it('leaves the form blank without a property section', () => {
    const { property: _omitted, ...rest } = jointCouple();
    expect(FORM_106AB.values(rest, fixtureContext())).toEqual({});
  });
});
