import { ExternalLink } from 'lucide-react';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { FORM_GROUP_IDS, USCOURTS_BANKRUPTCY_FORMS_URL, formRowsFor, type FormGroupId, type FormRow } from '../lib/form-groups.ts';
import '#client/i18n/en/official-forms.ts';

const GROUP_TEXT: Record<FormGroupId, { heading: MessageKey; intro: MessageKey }> = {
  chapter7: { heading: 'forms.chapter7.heading', intro: 'forms.chapter7.intro' },
  chapter13: { heading: 'forms.chapter13.heading', intro: 'forms.chapter13.intro' },
  fees: { heading: 'forms.fees.heading', intro: 'forms.fees.intro' },
};

function FormCard({ row }: { row: FormRow }) {
  const t = useT();
  const { form } = row;
  const isDirectors = form.number.startsWith("Director's ");
  const label = isDirectors ? t('forms.directorsFormNumber', { number: form.number.replace("Director's ", '') }) : t('forms.formNumber', { number: form.number });
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <h3 className="leading-snug font-semibold">
        <span className="block text-sm font-medium text-primary">{label}</span>
        {form.title}
      </h3>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium">{t('forms.purpose')}</dt>
          <dd className="text-muted-foreground">{t(`forms.purpose.${form.number}` as MessageKey)}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('forms.revision')}</dt>
          <dd className="text-muted-foreground">{row.revision ?? t('forms.revisionUnconfirmed')}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('forms.packages')}</dt>
          <dd className="text-muted-foreground">{row.packageNames.length > 0 ? row.packageNames.join(', ') : t('forms.noPackage')}</dd>
        </div>
      </dl>
      <a
        href={USCOURTS_BANKRUPTCY_FORMS_URL}
        rel="noopener noreferrer"
        className="mt-auto inline-flex min-h-10 items-center gap-1.5 self-start text-sm font-medium text-link underline underline-offset-4 hover:text-link-hover"
      >
        {t('forms.findOnUscourts')}
        <span className="sr-only"> {t('forms.findOnUscourtsFor', { number: form.number })}</span>
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </li>
  );
}

/** The official forms a filer needs (issue 4), grouped Chapter 7, Chapter 13 and fee forms. */
export function OfficialFormsList() {
  const t = useT();
  return (
    <div className="flex flex-col gap-10">
      {FORM_GROUP_IDS.map((group) => {
        const headingId = `forms-${group}`;
        return (
          <section key={group} aria-labelledby={headingId} className="flex flex-col gap-4">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight">
              {t(GROUP_TEXT[group].heading)}
            </h2>
            <p className="max-w-3xl text-muted-foreground">{t(GROUP_TEXT[group].intro)}</p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {formRowsFor(group).map((row) => (
                <FormCard key={row.form.formId} row={row} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
