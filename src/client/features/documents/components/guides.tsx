import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/premium.ts';

const GUIDES: ReadonlyArray<{ title: MessageKey; text: MessageKey; to: string }> = [
  { title: 'documents.guide.preparation', text: 'documents.guide.preparationText', to: '/preparation' },
  { title: 'documents.guide.schedules', text: 'documents.guide.schedulesText', to: '/#home-schedules-heading' },
  { title: 'documents.guide.meansTest', text: 'documents.guide.meansTestText', to: '/chapter7' },
  { title: 'documents.guide.chapter13', text: 'documents.guide.chapter13Text', to: '/chapter13' },
  { title: 'documents.guide.forms', text: 'documents.guide.formsText', to: '/forms' },
];

/** Templates & Guides tab: five guides, each a page of the site. */
export function Guides() {
  const t = useT();
  return (
    <section aria-labelledby="guides-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="guides-heading" className="text-2xl font-bold tracking-tight">
          {t('documents.guides.heading')}
        </h2>
        <p className="text-muted-foreground">{t('documents.guides.intro')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.title} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs">
            <h3 className="flex items-start gap-2 leading-snug font-semibold">
              <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {t(guide.title)}
            </h3>
            <p className="text-sm text-muted-foreground">{t(guide.text)}</p>
            <Link to={guide.to} className="mt-auto inline-flex min-h-10 items-center self-start text-sm font-medium text-link underline underline-offset-4 hover:text-link-hover">
              {t('documents.guide.read')}
              <span className="sr-only">: {t(guide.title)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
