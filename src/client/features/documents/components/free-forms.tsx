import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { packagesPreparingForm } from '#shared/document-packages.ts';
import { getOfficialForm } from '#shared/law/figures.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/premium.ts';

/** The page on uscourts.gov that lists every official bankruptcy form (its per-form addresses change). */
export const USCOURTS_BANKRUPTCY_FORMS_URL = 'https://www.uscourts.gov/forms-rules/forms/bankruptcy-forms';

/** The six forms nearly every individual filer needs (spec 2.8: six official forms). */
export const FREE_FORM_NUMBERS = ['101', '106A/B', '107', '121', '122A-1', '103B'] as const;

/**
 * Free Forms tab: the official forms, free from the U.S. Courts (the project never holds copies).
 * Each opens the courts' forms page in a new tab; a form a package prepares also offers to fill it in here.
 */
export function FreeForms({ onPrepare }: { onPrepare: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="free-forms-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="free-forms-heading" className="text-2xl font-bold tracking-tight">
          {t('documents.free.heading')}
        </h2>
        <p className="text-muted-foreground">{t('documents.free.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FREE_FORM_NUMBERS.map((number) => {
          const form = getOfficialForm(number);
          return (
            <li key={number} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs">
              <h3 className="leading-snug font-semibold">
                <span className="block text-sm font-medium text-primary">{t('documents.free.formNumber', { number })}</span>
                {form?.title}
              </h3>
              <p className="text-sm text-muted-foreground">{t(`documents.free.purpose.${number}` as MessageKey)}</p>
              <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1">
                <a
                  href={USCOURTS_BANKRUPTCY_FORMS_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-link underline underline-offset-4 hover:text-link-hover"
                >
                  {t('documents.free.link')}
                  <span className="sr-only">: {t('documents.free.linkFor', { number })} {t('documents.free.newTab')}</span>
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
                {packagesPreparingForm(number).length > 0 ? (
                  <Button variant="link" className="min-h-10 px-0 text-sm" onClick={onPrepare}>
                    {t('documents.free.prepare')}
                    <span className="sr-only">: {t('documents.free.linkFor', { number })}</span>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Link to="/forms" className="self-start font-medium text-link underline underline-offset-4 hover:text-link-hover">
        {t('documents.free.allForms')}
      </Link>
    </section>
  );
}
