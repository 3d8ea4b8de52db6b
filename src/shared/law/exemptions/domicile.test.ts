import { describe, expect, it } from 'vitest';
import { exemptionDomicile, type DomicileOptions } from './domicile.ts';

// 11 U.S.C. § 522(b)(3)(A): the 730 days before filing, else the longer part of the 180 days before them.
const NAMES: Record<string, string> = { OH: 'Ohio', FL: 'Florida', GA: 'Georgia' };
const options: DomicileOptions = { stateName: (code) => NAMES[code] ?? code };
const filing = '2026-12-15';

describe('whose exemptions apply (the 730-day rule)', () => {
  it('the mover who has lived in Ohio for the two years before filing, in Florida before that: Ohio', () => {
    const result = exemptionDomicile([{ stateCode: 'FL', from: '2015-03-01', to: '2024-12-01' }, { stateCode: 'OH', from: '2024-12-02' }], filing, options);
    expect(result).toMatchObject({ stateCode: 'OH', rule: 'whole730Days', federalFallback: false, citation: '11 U.S.C. § 522(b)(3)(A)' });
    expect(result.reason).toBe('You have lived in Ohio for the last two years, so Ohio’s exemptions apply.');
  });

  it('one day short of 730 days in Ohio: the 180 days before decide, and they were in Florida', () => {
    // The 730 days are 2024-12-15 to 2026-12-14; Ohio from 2024-12-16 covers 729 of them.
    const result = exemptionDomicile([{ stateCode: 'FL', from: '2015-03-01', to: '2024-12-15' }, { stateCode: 'OH', from: '2024-12-16' }], filing, options);
    expect(result).toMatchObject({ stateCode: 'FL', rule: 'longerPartOf180Days' });
  });

  it('moved from Florida to Ohio 14 months ago: Florida’s exemptions, said in plain words', () => {
    const residences = [{ stateCode: 'FL', from: '2015-03-01', to: '2025-10-14' }, { stateCode: 'OH', from: '2025-10-15' }];
    const result = exemptionDomicile(residences, filing, { ...options, protectsOnlyResidents: () => false });
    expect(result).toMatchObject({ stateCode: 'FL', rule: 'longerPartOf180Days', federalFallback: false });
    expect(result.reason).toBe('You moved from Florida 14 months ago, so Florida’s exemptions apply.');
    // Our data does not say whether Florida protects only residents: the reason says to ask.
    expect(exemptionDomicile(residences, filing, options).reason).toMatch(/If Florida’s exemptions protect only people who live there, the federal exemptions apply instead/);
  });

  it('a state whose exemptions protect only residents: the federal list applies (the paragraph after § 522(b)(3))', () => {
    const result = exemptionDomicile([{ stateCode: 'FL', from: '2015-03-01', to: '2025-10-14' }, { stateCode: 'OH', from: '2025-10-15' }], filing, { ...options, protectsOnlyResidents: (code) => code === 'FL' });
    expect(result).toMatchObject({ stateCode: 'FL', federalFallback: true });
    expect(result.reason).toMatch(/So the federal exemptions apply\.$/);
  });

  it('the longer part of the 180 days wins when they were split (Florida 100 days, Georgia 80)', () => {
    // The 180 days are 2024-06-18 to 2024-12-14.
    const result = exemptionDomicile(
      [{ stateCode: 'GA', from: '2020-01-01', to: '2024-09-05' }, { stateCode: 'FL', from: '2024-09-06', to: '2025-06-30' }, { stateCode: 'OH', from: '2025-07-01' }],
      filing,
      options,
    );
    expect(result.stateCode).toBe('FL');
  });

  it('answers that leave the 180 days open do not settle it: the person is asked for those dates', () => {
    const result = exemptionDomicile([{ stateCode: 'OH', from: '2025-01-01' }], filing, options);
    expect(result).toMatchObject({ stateCode: null, rule: 'unknown' });
    expect(result.reason).toBe('Tell us where you lived between June 18, 2024 and December 14, 2024: the state you lived in for most of that time decides which exemptions you use.');
  });
});
