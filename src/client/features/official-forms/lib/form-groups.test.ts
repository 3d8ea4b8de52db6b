import { describe, expect, it } from 'vitest';
import { listOfficialForms } from '#shared/law/figures.ts';
import { FORM_GROUP_IDS, formRowsFor, revisionOf } from './form-groups.ts';

describe('official forms list', () => {
  it('lists forms of our data in each group', () => {
    expect(formRowsFor('chapter7').map((r) => r.form.number)).toContain('122A-2');
    expect(formRowsFor('chapter13').map((r) => r.form.number)).toEqual(['113', '122C-1', '122C-2']);
    expect(formRowsFor('fees').map((r) => r.form.number)).toEqual(['103A', '103B', "Director's 2000"]);
    for (const group of FORM_GROUP_IDS) expect(formRowsFor(group).length).toBeGreaterThan(0);
  });

  it('does not offer Form 423, abrogated on 2024-12-01 (the course provider files the certificate now)', () => {
    for (const group of FORM_GROUP_IDS) expect(formRowsFor(group).map((r) => r.form.number)).not.toContain('423');
  });

  it('names the packages that prepare a form', () => {
    const petition = formRowsFor('chapter7').find((r) => r.form.number === '101')!;
    expect(petition.packageNames).toEqual(['Chapter 7 Complete Package', 'Chapter 13 Complete Package']);
    const plan = formRowsFor('chapter13').find((r) => r.form.number === '113')!;
    expect(plan.packageNames).toEqual(['Chapter 13 Complete Package', 'Amended Chapter 13 Plan']);
    expect(formRowsFor('fees')[0]!.packageNames).toEqual([]);
  });

  it('shows only confirmed revisions', () => {
    expect(revisionOf({ versionDate: '12/15' })).toBe('12/15');
    expect(revisionOf({ versionDate: '04/25 (per court notices); repo copy is 04/22' })).toBe('04/25');
    expect(revisionOf({ versionDate: 'not confirmed' })).toBeNull();
  });

  it('has a plain-language purpose for every official form (i18n/en/official-forms.ts)', async () => {
    (globalThis as Record<string, unknown>).__SITE_CONFIG__ ??= { siteName: 'X', supportEmail: 'a@b.example', supportPhone: '(800) 555-0100' };
    const { enOfficialForms } = await import('#client/i18n/en/official-forms.ts');
    for (const form of listOfficialForms()) expect(Object.hasOwn(enOfficialForms, `forms.purpose.${form.number}`), form.number).toBe(true);
  });
});
