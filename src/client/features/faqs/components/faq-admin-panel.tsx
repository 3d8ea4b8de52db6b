import * as React from 'react';
import { flushSync } from 'react-dom';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { FAQ_CATEGORIES, faqInputSchema, type Faq, type FaqInput } from '#shared/contracts/faqs.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        ) : null}
      </div>
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
  const [isEditing, setIsEditing] = React.useState(false);
  const remove = useDeleteFaq();
  const editButtonRef = React.useRef<HTMLButtonElement>(null);

  const closeEditor = () => {
    flushSync(() => setIsEditing(false));
    editButtonRef.current?.focus();
  };

  if (isEditing) {
    return (
      <li className="rounded-lg border-2 border-primary bg-card p-4">
        <h4 className="mb-3 font-semibold">{t('admin.faqs.editHeading')}</h4>
        <FaqForm
          idPrefix={`faq-edit-${faq.id}`}
          faqId={faq.id}
          initial={{ category: faq.category, question: faq.question, answer: faq.answer }}
          submitLabel={t('admin.saveChanges')}
          onDone={closeEditor}
          onCancel={closeEditor}
        />
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="admin-faq">
      <p className="font-semibold break-words">{faq.question}</p>
      <details className="text-sm">
        <summary className="inline-flex min-h-8 cursor-pointer items-center font-medium text-link">{t('admin.faqs.showAnswer')}</summary>
        <p className="mt-2 break-words whitespace-pre-line text-muted-foreground">{faq.answer}</p>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={isReordering || isFirst} onClick={() => onMove(-1)}>
          <ArrowUp aria-hidden="true" />
          {t('admin.faqs.moveUp')}
          <span className="sr-only">: {faq.question}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={isReordering || isLast} onClick={() => onMove(1)}>
          <ArrowDown aria-hidden="true" />
          {t('admin.faqs.moveDown')}
          <span className="sr-only">: {faq.question}</span>
        </Button>
        <Button ref={editButtonRef} size="sm" variant="outline" onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('admin.edit')}
          <span className="sr-only">: {faq.question}</span>
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" disabled={remove.isPending} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {t('admin.delete')}
              <span className="sr-only">: {faq.question}</span>
            </Button>
          }
          title={t('admin.faqs.deleteConfirmTitle')}
          description={t('admin.faqs.deleteConfirmText', { question: faq.question })}
          confirmLabel={t('admin.delete')}
          cancelLabel={t('ui.cancel')}
          onConfirm={() =>
            remove.mutate(faq.id, {
              onSuccess: () => toast({ title: t('admin.faqs.deletedTitle'), description: faq.question }),
              onError: (error) => reportApiFailure(error, { title: t('admin.faqs.deleteFailed') }),
            })
          }
        />
      </div>
    </li>
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
    <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="admin-faq-add-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="admin-faq-add-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Plus className="size-5" aria-hidden="true" />
          {t('admin.faqs.addHeading')}
        </h2>
        <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">
          <FaqForm idPrefix="faq-add" submitLabel={t('admin.faqs.add')} />
        </div>
      </section>
      <section aria-labelledby="admin-faq-list-heading" className="flex min-w-0 flex-col gap-6">
        <h2 id="admin-faq-list-heading" className="text-xl font-semibold">
          {t('admin.faqs.listHeading')}
        </h2>
        <QueryState query={faqs}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState>{t('admin.faqs.empty')}</EmptyState>
            ) : (
              groupByCategory(list).map((group) => <FaqCategory key={group.category} category={group.category} faqs={group.faqs} />)
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
