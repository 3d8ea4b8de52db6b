import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { findPage } from './interview-pages.ts';
import { checkSection, formToSection, pageOwnsPath, sectionToForm } from './section-values.ts';

const fixture = jointCoupleCaseFile();
const draft = Object.fromEntries(
  Object.entries(fixture).map(([section, value]) => [section, (caseFileSectionSchemas[section as CaseFileSection] as { parse: (v: unknown) => unknown }).parse(value)]),
) as CaseFileDraft;

describe('a section through the interview’s form and back', () => {
  const sections = ['filing', 'debtors', 'household', 'property', 'debts', 'codebtors', 'contracts', 'expenses', 'history'] as const;
  for (const section of sections) {
    it(`keeps the fixture’s ${section} exactly`, () => {
      const form = sectionToForm(section, draft[section] as FormValues);
      const check = checkSection(section, form, draft);
      expect(check.issues).toEqual([]);
      expect(check.value).toEqual(draft[section]);
    });
  }

  it('keeps income (the six months kept as saved, Schedule I through the pages)', () => {
    const form = sectionToForm('income', draft.income as FormValues);
    expect(checkSection('income', form, draft).value).toEqual(draft.income);
  });

  it('shows money as typed dollars and reads typed dollars back as cents', () => {
    const form = sectionToForm('property', draft.property as FormValues);
    const rows = form.items as FormValues[];
    expect(rows.find((row) => row.id === 'p-car')?.value).toBe('15000');
    rows.find((row) => row.id === 'p-car')!.value = '$14,250.50';
    const back = formToSection('property', form, draft) as { items: Array<{ id: string; value: number }> };
    expect(back.items.find((item) => item.id === 'p-car')?.value).toBe(1_425_050);
  });

  it('saves a person typed from scratch (no other names asked)', () => {
    const form = sectionToForm('debtors', draft.debtors as FormValues);
    delete (form.debtor as FormValues).otherNames;
    delete (form.spouse as FormValues).otherNames;
    expect(checkSection('debtors', form, draft).issues).toEqual([]);
  });

  it('drops the spouse when the case is not joint', () => {
    const single = { ...draft, filing: { ...draft.filing!, jointFiling: false } };
    const back = formToSection('debtors', sectionToForm('debtors', draft.debtors as FormValues), single);
    expect(back.spouse).toBeUndefined();
  });

  it('reports a problem on the page that asks it, not on the others', () => {
    const form = sectionToForm('property', draft.property as FormValues);
    (form.items as FormValues[]).find((row) => row.id === 'p-car')!.value = 'lots';
    const check = checkSection('property', form, draft);
    expect(check.ok).toBe(false);
    const path = check.issues[0]!.path;
    expect(path).toMatch(/^items\.1\.value$/);
    expect(pageOwnsPath(findPage('property-vehicles')!, path, form)).toBe(true);
    expect(pageOwnsPath(findPage('property-goods')!, path, form)).toBe(false);
  });
});
