import * as React from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { DetailsAccordion, DetailsAccordionItem } from '#client/components/ui/details-accordion.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useFaqList } from '../api/get-faqs.ts';
import { filterFaqs } from '../lib/filter-faqs.ts';
import { FaqAnswer } from './faq-answer.tsx';
import '#client/i18n/en/home.ts';

/** At most this many matches are listed; the count tells how many there are. */
export const FAQ_SEARCH_MAX_SHOWN = 5;

/** Searches the FAQ guide as you type (spec 2.3, layout two); the number of matches is announced politely. */
export function FaqSearch({ headingId }: { headingId: string }) {
  const t = useT();
  const faqs = useFaqList();
  const [query, setQuery] = React.useState('');
  const inputId = React.useId();
  const hintId = React.useId();
  const deferredQuery = React.useDeferredValue(query);
  const matches = React.useMemo(() => filterFaqs(faqs.data ?? [], deferredQuery), [faqs.data, deferredQuery]);
  const hasQuery = deferredQuery.trim().length > 0;
  const shown = matches.slice(0, FAQ_SEARCH_MAX_SHOWN);

  const countText =
    matches.length === 0 ? t('home.faqSearch.countNone') : matches.length === 1 ? t('home.faqSearch.countOne') : t('home.faqSearch.count', { count: matches.length });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('home.faqSearch.heading')}
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>{t('home.faqSearch.label')}</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('home.faqSearch.hint')}
        </p>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      {/* Always in the page, so screen readers announce each new count. */}
      <p role="status" aria-live="polite" className="text-sm font-medium">
        {hasQuery && !faqs.isPending ? countText : ''}
        {hasQuery && matches.length > FAQ_SEARCH_MAX_SHOWN ? ` ${t('home.faqSearch.showingFirst', { shown: FAQ_SEARCH_MAX_SHOWN })}` : ''}
      </p>
      {faqs.isPending && hasQuery ? (
        <Skeleton className="h-10 w-full" />
      ) : faqs.isError ? (
        <p className="text-sm text-muted-foreground">{t('home.faq.error')}</p>
      ) : hasQuery && shown.length > 0 ? (
        <DetailsAccordion name="home-faq-search">
          {shown.map((faq) => (
            <DetailsAccordionItem key={faq.id} summary={faq.question}>
              <FaqAnswer answer={faq.answer} figureSources={faq.figureSources} />
            </DetailsAccordionItem>
          ))}
        </DetailsAccordion>
      ) : null}
      <Link to="/about" className="text-sm font-medium text-link underline underline-offset-4 hover:text-link-hover">
        {t('home.faqSearch.allLink')}
      </Link>
    </section>
  );
}
