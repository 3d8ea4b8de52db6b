import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { FAQ_CATEGORIES, faqInputSchema, type Faq, type FaqInput } from '#shared/contracts/faqs.ts';
import { AddAndListLayout, ConfirmedItemButton, EditableItem, ItemButton, SaveButtons } from '#client/components/admin/add-and-list.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { SelectField, TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useDeleteFaq } from '../api/delete-faq.ts';
import { useAdminFaqs } from '../api/get-admin-faqs.ts';
import { useReorderFaqs } from '../api/reorder-faqs.ts';
import { useSaveFaq } from '../api/save-faq.ts';
import { moveItem } from '../lib/move-item.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';

type FaqValues = { category: string; question: string; answer: string };
const EMPTY_FAQ: FaqValues = { category: '', question: '', answer: '' };

/** Add or edit one FAQ; checked with the shared rules, server messages shown on the fields. */
function FaqForm({
  idPrefix,
  initial = EMPTY_FAQ,
  faqId,
  submitLabel,
  onDone,
  onCancel,
}: {
  idPrefix: string;
  initial?: FaqValues;
  faqId?: number;
  submitLabel: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const save = useSaveFaq();
  const form = useZodForm<FaqValues, FaqInput>({ schema: faqInputSchema, defaultValues: initial, idPrefix });

  const onValidSubmit = async (input: FaqInput) => {
    if (save.isPending) return;
    await save.mutateAsync({ id: faqId, input });
    toast({ title: t(faqId === undefined ? 'admin.faqs.addedTitle' : 'admin.faqs.savedTitle'), description: input.question });
    if (faqId === undefined) form.reset({ ...EMPTY_FAQ, category: input.category });
    onDone?.();
  };

  return (
    <ZodForm
      form={form}
      onValidSubmit={onValidSubmit}
      onSubmitError={(error) => reportApiFailure(error, { title: t('admin.faqs.saveFailed') })}
      className="flex flex-col gap-4"
    >
      <SelectField name="category" label={t('admin.faqs.category')}>
        <option value="">{t('admin.faqs.chooseCategory')}</option>
        {FAQ_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextField name="question" label={t('admin.faqs.question')} maxLength={500} />
      <TextareaField name="answer" label={t('admin.faqs.answer')} hint={t('admin.faqs.answerHint')} rows={6} maxLength={5000} />
      <SaveButtons isSaving={save.isPending} submitLabel={submitLabel} onCancel={onCancel} />
    </ZodForm>
  );
}

function FaqItem({
  faq,
  isFirst,
  isLast,
  isReordering,
  onMove,
}: {
  faq: Faq;
  isFirst: boolean;
  isLast: boolean;
  isReordering: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  const t = useT();
  const remove = useDeleteFaq();
  return (
    <EditableItem
      data-testid="admin-faq"
      itemName={faq.question}
      editHeading={t('admin.faqs.editHeading')}
      renderEditor={(close) => (
        <FaqForm
          idPrefix={`faq-edit-${faq.id}`}
          faqId={faq.id}
          initial={{ category: faq.category, question: faq.question, answer: faq.answer }}
          submitLabel={t('admin.saveChanges')}
          onDone={close}
          onCancel={close}
        />
      )}
      actions={(editButton) => (
        <>
          <ItemButton itemName={faq.question} disabled={isReordering || isFirst} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
            {t('admin.faqs.moveUp')}
          </ItemButton>
          <ItemButton itemName={faq.question} disabled={isReordering || isLast} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
            {t('admin.faqs.moveDown')}
          </ItemButton>
          {editButton}
          <ConfirmedItemButton
            itemName={faq.question}
            disabled={remove.isPending}
            title={t('admin.faqs.deleteConfirmTitle')}
            description={t('admin.faqs.deleteConfirmText', { question: faq.question })}
            confirmLabel={t('admin.delete')}
            onConfirm={() =>
              remove.mutate(faq.id, {
                onSuccess: () => toast({ title: t('admin.faqs.deletedTitle'), description: faq.question }),
                onError: (error) => reportApiFailure(error, { title: t('admin.faqs.deleteFailed') }),
              })
            }
          >
            <Trash2 aria-hidden="true" />
            {t('admin.delete')}
          </ConfirmedItemButton>
        </>
      )}
    >
      <p className="font-semibold break-words">{faq.question}</p>
      <details className="text-sm">
        <summary className="inline-flex min-h-8 cursor-pointer items-center font-medium text-link">{t('admin.faqs.showAnswer')}</summary>
        <p className="mt-2 break-words whitespace-pre-line text-muted-foreground">{faq.answer}</p>
      </details>
    </EditableItem>
  );
}

/** FAQs of one category in guide order; one move at a time, so each starts from the saved order. */
function FaqCategory({ category, faqs }: { category: string; faqs: Faq[] }) {
  const t = useT();
  const reorder = useReorderFaqs();
  const ids = faqs.map((faq) => faq.id);
  const onMove = (index: number, direction: -1 | 1) =>
    reorder.mutate({ category, ids: moveItem(ids, index, direction) }, { onError: (error) => reportApiFailure(error, { title: t('admin.faqs.reorderFailed') }) });
  const headingId = `admin-faqs-${category.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('admin.faqs.categoryHeading', { category, count: faqs.length })}
      </h3>
      <ol className="flex flex-col gap-3">
        {faqs.map((faq, index) => (
          <FaqItem
            key={faq.id}
            faq={faq}
            isFirst={index === 0}
            isLast={index === faqs.length - 1}
            isReordering={reorder.isPending}
            onMove={(direction) => onMove(index, direction)}
          />
        ))}
      </ol>
    </section>
  );
}

/** Groups FAQs by category: the known categories in their order, then any others. */
function groupByCategory(faqs: readonly Faq[]): Array<{ category: string; faqs: Faq[] }> {
  const known: readonly string[] = FAQ_CATEGORIES;
  const categories = [...known, ...new Set(faqs.map((faq) => faq.category).filter((category) => !known.includes(category)))];
  return categories
    .map((category) => ({ category, faqs: faqs.filter((faq) => faq.category === category).sort((a, b) => a.sortOrder - b.sortOrder) }))
    .filter((group) => group.faqs.length > 0);
}

/** The FAQs tab: add, edit, reorder and delete the questions of the FAQ guide. */
export function FaqAdminPanel() {
  const t = useT();
  const faqs = useAdminFaqs();
  return (
    <AddAndListLayout
      idBase="admin-faq"
      addHeading={t('admin.faqs.addHeading')}
      addForm={<FaqForm idPrefix="faq-add" submitLabel={t('admin.faqs.add')} />}
      listHeading={t('admin.faqs.listHeading')}
    >
      <QueryState query={faqs}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('admin.faqs.empty')}</EmptyState>
          ) : (
            groupByCategory(list).map((group) => <FaqCategory key={group.category} category={group.category} faqs={group.faqs} />)
          )
        }
      </QueryState>
    </AddAndListLayout>
  );
}
