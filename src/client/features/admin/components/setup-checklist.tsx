import { Link } from 'react-router';
import { ListChecks } from 'lucide-react';
import type { SetupItem, SetupItemId } from '#shared/contracts/site-setup.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { useSetupChecklist } from '../api/get-setup-checklist.ts';
import '#client/i18n/en/admin.ts';

const TEXT: Record<SetupItemId, { title: MessageKey; why: MessageKey }> = {
  webinar: { title: 'admin.setup.webinar.title', why: 'admin.setup.webinar.why' },
  news: { title: 'admin.setup.news.title', why: 'admin.setup.news.why' },
  smtp: { title: 'admin.setup.smtp.title', why: 'admin.setup.smtp.why' },
  stripe: { title: 'admin.setup.stripe.title', why: 'admin.setup.stripe.why' },
  'support-email': { title: 'admin.setup.supportEmail.title', why: 'admin.setup.supportEmail.why' },
  'support-phone': { title: 'admin.setup.supportPhone.title', why: 'admin.setup.supportPhone.why' },
};

const TAB_LINK: Record<'webinars' | 'news', MessageKey> = { webinars: 'admin.setup.openWebinars', news: 'admin.setup.openNews' };

function HowToFix({ fix }: { fix: SetupItem['fix'] }) {
  const t = useT();
  if ('adminTab' in fix) {
    return (
      <Link to={`?tab=${fix.adminTab}`} className="inline-flex min-h-6 items-center font-medium text-link underline underline-offset-4">
        {t(TAB_LINK[fix.adminTab])}
      </Link>
    );
  }
  return (
    <p className="text-sm">
      {t('admin.setup.setSettings')}{' '}
      {fix.settings.map((name, i) => (
        <span key={name}>
          {i > 0 ? ', ' : null}
          <code className="rounded bg-muted px-1 py-0.5 break-all">{name}</code>
        </span>
      ))}
    </p>
  );
}

/**
 * The first admin's empty-state checklist: what a fresh site still lacks, each with where it is
 * fixed. Items done drop out; when none is left (or the list cannot be loaded) nothing shows.
 */
export function SetupChecklist() {
  const t = useT();
  const { data } = useSetupChecklist();
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="admin-setup-heading" className="mt-6 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-6" data-testid="setup-checklist">
      <h2 id="admin-setup-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ListChecks className="size-5 shrink-0" aria-hidden="true" />
        {t('admin.setup.heading')}
      </h2>
      <p className="mt-1 text-muted-foreground">{t('admin.setup.intro')}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {data.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 border-l-4 border-border pl-3" data-testid={`setup-item-${item.id}`}>
            <p className="font-semibold">{t(TEXT[item.id].title)}</p>
            <p className="text-sm text-muted-foreground">{t(TEXT[item.id].why)}</p>
            <HowToFix fix={item.fix} />
          </li>
        ))}
      </ul>
    </section>
  );
}
