import { DetailsAccordion, DetailsAccordionItem } from '#client/components/ui/details-accordion.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useFaqList } from '../api/get-faqs.ts';
import { FaqAnswer } from './faq-answer.tsx';
import { FAQ_PREVIEW_COUNT, FaqPreviewFrame, FaqPreviewSkeleton } from './faq-preview-frame.tsx';
import '#client/i18n/en/faqs.ts';
import '#client/i18n/en/home.ts';

/** The first questions of the FAQ guide as a single-open list, with a link to all of them (spec 2.3). */
export function FaqPreview({ headingId }: { headingId: string }) {
  const t = useT();
  const faqs = useFaqList();
  const preview = faqs.data?.slice(0, FAQ_PREVIEW_COUNT) ?? [];

  return (
    <FaqPreviewFrame headingId={headingId}>
      {faqs.isPending ? (
        <FaqPreviewSkeleton />
      ) : faqs.isError ? (
        <p className="text-muted-foreground">{t('home.faq.error')}</p>
      ) : preview.length === 0 ? (
        <p className="text-muted-foreground">{t('about.faqEmpty')}</p>
      ) : (
        <DetailsAccordion name="home-faq-preview">
          {preview.map((faq) => (
            <DetailsAccordionItem key={faq.id} summary={faq.question}>
              <FaqAnswer answer={faq.answer} />
            </DetailsAccordionItem>
          ))}
        </DetailsAccordion>
      )}
    </FaqPreviewFrame>
  );
}
