import { DetailsAccordion, DetailsAccordionItem } from '#client/components/ui/details-accordion.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { slugify } from '../lib/slugify.ts';
import { useFaqList } from '../api/get-faqs.ts';
import { FAQ_CATEGORY_ORDER, groupFaqsByCategory } from '../lib/filter-faqs.ts';
import { FaqAnswer } from './faq-answer.tsx';
import '#client/i18n/en/faqs.ts';

/** Spec 9: 3 placeholder rows while the guide loads. */
const LOADING_ROWS = 3;

/** The complete FAQ guide (spec 2.10): one single-open list per category, titled '{category} Questions'. */
export function FaqGuide() {
  const t = useT();
  const faqs = useFaqList();
  const groups = groupFaqsByCategory(faqs.data ?? [], FAQ_CATEGORY_ORDER);

  return (
    <section aria-labelledby="faq-guide-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="faq-guide-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('about.faqHeading')}
        </h2>
        <p className="text-muted-foreground">{t('about.faqIntro')}</p>
      </div>
      {faqs.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('about.faqLoading')}</span>
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : faqs.isError ? (
        <p className="text-muted-foreground">{t('about.faqError')}</p>
      ) : groups.length === 0 ? (
        <p className="text-muted-foreground">{t('about.faqEmpty')}</p>
      ) : (
        groups.map((group) => {
          const id = `faq-${slugify(group.category)}`;
          return (
            <section key={group.category} aria-labelledby={id} className="flex flex-col gap-2">
              <h3 id={id} className="text-xl font-semibold">
                {t('about.faqGroup', { category: group.category })}
              </h3>
              <DetailsAccordion name={id}>
                {group.faqs.map((faq) => (
                  <DetailsAccordionItem key={faq.id} summary={faq.question}>
                    <FaqAnswer answer={faq.answer} figureSources={faq.figureSources} />
                  </DetailsAccordionItem>
                ))}
              </DetailsAccordion>
            </section>
          );
        })
      )}
    </section>
  );
}
