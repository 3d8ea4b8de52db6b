import * as React from 'react';
import { Link } from 'react-router';
import { BookOpen, ExternalLink, GraduationCap, ListChecks, MapPin, Scale, Star } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDollars } from '#shared/format/money.ts';
import { SITE_CONFIG } from '#client/lib/site-config.ts';
import { useDeferredModuleWhenNear } from '#client/lib/use-deferred-module.ts';
import { FREE_LEGAL_HELP_ANCHOR } from '#shared/free-legal-help-anchor.ts';
import { BOOK_PRICES_CENTS, COURSE_PRICE_CENTS, COURSE_REGULAR_PRICE_CENTS, EXAMPLE_LEGAL_PROVIDERS, QUICK_LINKS, WEBINARS_QUICK_LINK } from '../lib/offers.ts';
import '#client/i18n/en/home.ts';

const panelClass = 'flex flex-col gap-3 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm';

function PanelHeading({ id, icon, children }: { id: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg leading-snug font-semibold">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">{icon}</span>
      {children}
    </h2>
  );
}

function NewTabLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" />
      <span className="sr-only"> {t('home.newTab')}</span>
    </a>
  );
}

/** The book promotion (spec 2.3): buying happens on the bookstores' own pages, in a new tab. */
export function BookPanel() {
  const t = useT();
  const { ebookUrl, paperbackUrl } = SITE_CONFIG;
  const hasStores = Boolean(ebookUrl || paperbackUrl);
  return (
    <section aria-labelledby="home-book-heading" className={panelClass}>
      <PanelHeading id="home-book-heading" icon={<BookOpen className="size-4" aria-hidden="true" />}>
        {t('home.book.heading')}
      </PanelHeading>
      <p className="text-sm text-muted-foreground">{t('home.book.text')}</p>
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <Star className="size-4 fill-current text-warning-soft-foreground" aria-hidden="true" />
        {t('home.book.reviews')}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-md bg-muted p-3">
          <dt className="text-muted-foreground">{t('home.book.ebook')}</dt>
          <dd className="text-lg font-semibold">{formatDollars(BOOK_PRICES_CENTS.ebook / 100)}</dd>
        </div>
        <div className="rounded-md bg-muted p-3">
          <dt className="text-muted-foreground">{t('home.book.paperback')}</dt>
          <dd className="text-lg font-semibold">{formatDollars(BOOK_PRICES_CENTS.paperback / 100)}</dd>
        </div>
      </dl>
      {hasStores ? (
        <div className="flex flex-col gap-2">
          {ebookUrl ? (
            <NewTabLink href={ebookUrl} className={cn(buttonVariants({ size: 'default' }), 'w-full whitespace-normal')}>
              {t('home.book.buyEbook')}
            </NewTabLink>
          ) : null}
          {paperbackUrl ? (
            <NewTabLink href={paperbackUrl} className={cn(buttonVariants({ variant: 'outline' }), 'w-full whitespace-normal')}>
              {t('home.book.buyPaperback')}
            </NewTabLink>
          ) : null}
        </div>
      ) : (
        <p className="text-sm font-medium">{t('home.book.unavailable')}</p>
      )}
    </section>
  );
}

/**
 * The Chapter 7 online course (spec 2.3 and 9): Enroll pays for it here; the link tells what it
 * covers. `enrollButton` comes from the page: the payment code belongs to the billing feature.
 */
export function CoursePanel({ enrollButton }: { enrollButton: React.ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="home-course-heading" className={panelClass}>
      <PanelHeading id="home-course-heading" icon={<GraduationCap className="size-4" aria-hidden="true" />}>
        {t('home.course.heading')}
      </PanelHeading>
      <p className="text-sm text-muted-foreground">{t('home.course.text')}</p>
      <p className="flex items-baseline gap-3">
        <span className="text-2xl font-bold">
          <span className="sr-only">{t('home.course.salePrice')} </span>
          {formatDollars(COURSE_PRICE_CENTS / 100)}
        </span>
        <s className="text-muted-foreground">
          <span className="sr-only">{t('home.course.regularPrice')} </span>
          {formatDollars(COURSE_REGULAR_PRICE_CENTS / 100)}
        </s>
      </p>
      {enrollButton}
      <Link to="/chapter7#course" className="text-link-inline text-sm font-medium">
        {t('home.course.aboutLink')}
      </Link>
    </section>
  );
}

/** The schedule completion tool (spec 2.3): the document interview at /documents; needs a subscription or the course. */
export function ScheduleToolPanel() {
  const t = useT();
  return (
    <section aria-labelledby="home-tool-heading" className={panelClass}>
      <PanelHeading id="home-tool-heading" icon={<ListChecks className="size-4" aria-hidden="true" />}>
        {t('home.tool.heading')}
      </PanelHeading>
      <p className="text-sm text-muted-foreground">{t('home.tool.text')}</p>
      <Link to="/documents" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
        {t('home.tool.link')}
      </Link>
    </section>
  );
}

// The free options' links, the checked ZIP box and the form library follow the page once it has
// hydrated (the home page is at its JavaScript budget), and only when this panel comes within a
// screen: on a phone it is several screens down, and drawing them was work the first screen waited
// for. The footer's and other pages' links to this panel bring it near, so it loads at once then.
const loadPanelParts = () =>
  Promise.all([import('./zip-search-form.tsx'), import('#client/components/legal/free-legal-help-links.tsx')]).then(([zipSearch, freeLinks]) => ({ ...zipSearch, ...freeLinks }));

/**
 * The free options everyone can use (the target of every "free legal help" link: the footer, the
 * paywall, the FAQ), then example providers (clearly labelled) and a ZIP box for resource matching.
 */
export function LegalResourcesPanel() {
  const t = useT();
  const place = React.useRef<HTMLElement>(null);
  const parts = useDeferredModuleWhenNear(loadPanelParts, place);
  const inputId = React.useId();
  // Real options for a ZIP code take the examples' place.
  const [hasResults, setHasResults] = React.useState(false);
  // The plain box, kept after it leaves the page: the checked one takes over what was typed in it.
  const plainZipBox = React.useRef<HTMLInputElement | null>(null);
  const keepPlainZipBox = React.useCallback((node: HTMLInputElement | null) => {
    if (node) plainZipBox.current = node;
  }, []);
  const readPlainZipBox = React.useCallback(() => plainZipBox.current, []);

  return (
    <section ref={place} id={FREE_LEGAL_HELP_ANCHOR} tabIndex={-1} aria-labelledby="home-resources-heading" className={cn(panelClass, 'scroll-mt-4 focus-visible:outline-none')}>
      <PanelHeading id="home-resources-heading" icon={<Scale className="size-4" aria-hidden="true" />}>
        {t('home.resources.heading')}
      </PanelHeading>
      <p className="text-sm text-muted-foreground">{t('home.resources.freeIntro')}</p>
      {parts.module ? (
        <parts.module.FreeLegalHelpLinks />
      ) : (
        <p className="text-sm text-muted-foreground">{t(parts.hasFailed ? 'home.resources.freeFailed' : 'home.resources.freeLoading')}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <h3 className="font-semibold">{t('home.resources.nearYouHeading')}</h3>
        {hasResults ? null : <Badge variant="warning">{t('home.resources.examplesBadge')}</Badge>}
      </div>
      {hasResults ? null : (
        <>
          <p className="text-sm text-muted-foreground">{t('home.resources.examplesNote')}</p>
          <ul className="flex flex-col gap-2">
            {EXAMPLE_LEGAL_PROVIDERS.map((provider) => (
              <li key={provider.nameKey} className="flex flex-col gap-1 rounded-md border border-dashed border-border p-3 text-sm">
                <span className="font-medium">{t(provider.nameKey)}</span>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                  <Badge variant="secondary">{t(provider.tagKey)}</Badge>
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    {t(provider.distanceKey)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {parts.module ? (
        <parts.module.ZipSearchForm onResults={() => setHasResults(true)} replaces={readPlainZipBox} />
      ) : (
        // A real GET form, so the box also works before the page's script has loaded.
        <form action="/resources" method="get" className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{t('home.resources.zipLabel')}</Label>
          <div className="flex gap-2">
            <Input ref={keepPlainZipBox} id={inputId} name="zip" inputMode="numeric" autoComplete="postal-code" maxLength={5} className="min-w-0 flex-1" />
            <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
              {t('home.resources.zipSubmit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Quick links as spec 2.3 lists them; 'Free Webinars' only while a webinar is scheduled. */
export function QuickLinksPanel({ showWebinars }: { showWebinars: boolean }) {
  const t = useT();
  const links = showWebinars ? QUICK_LINKS : QUICK_LINKS.filter((link) => link.to !== WEBINARS_QUICK_LINK);
  return (
    <nav aria-labelledby="home-quick-links-heading" className={panelClass}>
      <h2 id="home-quick-links-heading" className="text-lg font-semibold">
        {t('home.quickLinks.heading')}
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-10 items-center rounded-md px-2 font-medium text-link underline-offset-4 hover:bg-accent hover:underline"
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
