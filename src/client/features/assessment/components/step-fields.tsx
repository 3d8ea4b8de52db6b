import * as React from 'react';
import { useT } from '#client/i18n/i18n.ts';
import type { FieldSpec } from '#client/lib/forms/field-specs.ts';
import { SpecFields, SpecFieldsContext, type SpecFieldsSettings } from '#client/lib/forms/spec-fields.tsx';
import '#client/i18n/en/assessment.ts';

export { useWords } from '#client/lib/forms/spec-fields.tsx';

/** The questionnaire's fields, in the assessment's words. */
export function StepFields({ specs, prefix = '' }: { specs: readonly FieldSpec[]; prefix?: string }) {
  const t = useT();
  const settings = React.useMemo<SpecFieldsSettings>(
    () => ({
      texts: {
        yes: t('assessment.q.yes'),
        no: t('assessment.q.no'),
        choose: t('assessment.q.choose'),
        nothingToChoose: '',
        remove: t('assessment.q.remove'),
        removeLabel: (item) => t('assessment.q.removeLabel', { item }),
        itemNumber: (item, number) => t('assessment.q.itemNumber', { item, number }),
        monthsLegend: t('assessment.q.income.monthsLegend'),
        month: (source, month) => t('assessment.q.income.month', { source, month }),
      },
      choices: {},
      months: [],
    }),
    [t],
  );
  return (
    <SpecFieldsContext.Provider value={settings}>
      <SpecFields specs={specs} prefix={prefix} />
    </SpecFieldsContext.Provider>
  );
}
