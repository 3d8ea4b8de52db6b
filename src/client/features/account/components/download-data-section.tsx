import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/account.ts';

/** Where "Download my data" is answered: a JSON attachment of everything stored about the person. */
export const ACCOUNT_DATA_URL = '/api/auth/user/data';

/**
 * Download my data: a plain link, so the browser itself downloads the file (the server names it
 * and marks it an attachment); this works the same on phones, with no script in between.
 */
export function DownloadDataSection() {
  const t = useT();
  return (
    <section aria-labelledby="download-data-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="download-data-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Download className="size-5 shrink-0" aria-hidden="true" />
        {t('account.download.heading')}
      </h2>
      <p>{t('account.download.intro')}</p>
      <p className="text-muted-foreground">{t('account.download.note')}</p>
      <div>
        <Button asChild variant="outline">
          <a href={ACCOUNT_DATA_URL} download>
            {t('account.download.button')}
          </a>
        </Button>
      </div>
    </section>
  );
}
