import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CloudOff, Loader2 } from 'lucide-react';
import { MAX_SECTION_DRAFT_BYTES, saveSectionDraftBodySchema, type DocumentDetail } from '#shared/contracts/documents.ts';
import { formatDollars } from '#shared/format/money.ts';
import { PROPERTY_LINES, type CaseFileSection } from '#shared/case-file/index.ts';
import { incomeMonthsBefore } from '#shared/law/means-test.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-request.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { createAutosaver, type AutosaveStatus } from '#client/lib/forms/autosaver.ts';
import type { Choice, FormValues } from '#client/lib/forms/field-specs.ts';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { SpecFieldsContext, type SpecFieldsSettings } from '#client/lib/forms/spec-fields.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { documentKeys, saveDocumentSection, saveSectionDraft } from '../api/documents-api.ts';
import type { InterviewPage } from '../lib/interview-pages.ts';
import { checkSection, pageSchema, sectionToForm } from '../lib/section-values.ts';
import { clearLocalDraft, newestDraftValues, readLocalDraft, writeLocalDraft } from '../lib/local-draft.ts';
import { InterviewFields, InterviewList } from './interview-fields.tsx';
import { DistrictPicker, type KnownResidence } from './district-picker.tsx';
import { SsnBox } from './ssn-box.tsx';

/**
 * What the person sees about saving: 'Saving…', 'Saved', an unfinished section kept in the account
 * ('draft'), or kept on this device only until the section is complete ('local').
 */
export type SaveState = AutosaveStatus | 'draft' | 'local';

/** The end of every interview page: Continue, and whether the answers are saved. */
export function ContinueBar({ state }: { state: SaveState }) {
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-border pt-6">
      <Button type="submit" size="lg">
        Continue
      </Button>
      <SaveStatus state={state} />
    </div>
  );
}

export function SaveStatus({ state }: { state: SaveState }) {
  const text: Record<SaveState, string> = {
    idle: 'Your answers are saved as you type.',
    pending: 'Saving…',
    saving: 'Saving…',
    saved: 'Saved',
    draft: 'Saved to your account. Finish this section to use it in your forms.',
    failed: 'Not saved yet: we will try again. Your typing is kept on this device.',
    local: 'Kept on this device. It is saved to your account once this section is complete.',
  };
  const Icon = state === 'saved' || state === 'draft' ? CircleCheck : state === 'failed' || state === 'local' ? CloudOff : state === 'idle' ? null : Loader2;
  return (
    <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-muted-foreground" data-save-state={state}>
      {Icon ? <Icon className={state === 'saving' || state === 'pending' ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" /> : null}
      {text[state]}
    </p>
  );
}

/** The values a section's form starts from: unfinished typing (the newer of this device's and the account's) or the saved section. */
export function startingValues(doc: DocumentDetail, section: CaseFileSection): FormValues {
  const draft = newestDraftValues(readLocalDraft(doc.id, section), doc.sectionDrafts[section], doc.version);
  return draft ?? sectionToForm(section, doc.caseFile[section] as FormValues | undefined);
}

/**
 * Keeps an unfinished section's typing in the account, so another device resumes it. Typing the
 * account must not hold (a Social Security number, or too long) stays on this device only: answers
 * 'local'. A network failure throws, so the autosaver tries again (the local copy stays meanwhile).
 */
async function keepUnfinishedInAccount(doc: { id: string; version: number }, section: CaseFileSection, values: FormValues, onSaved: (updatedAt: string) => void): Promise<'draft' | 'local'> {
  const body = saveSectionDraftBodySchema.safeParse({ savedVersion: doc.version, values });
  if (!body.success || new Blob([JSON.stringify(body.data.values)]).size > MAX_SECTION_DRAFT_BYTES) return 'local';
  try {
    onSaved((await saveSectionDraft(doc.id, section, body.data)).updatedAt);
    return 'draft';
  } catch (error) {
    // Refused for what it holds (not a failure to reach the server): trying again would not help.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return 'local';
    throw error;
  }
}

/** What the fields know only from the case file: the property list (a debt's collateral), the debts (a codebtor's), the six months before filing. */
function useFieldSettings(doc: DocumentDetail): SpecFieldsSettings {
  const base = React.useContext(SpecFieldsContext);
  return React.useMemo(() => {
    const items = doc.caseFile.property?.items ?? [];
    const debts = doc.caseFile.debts?.debts ?? [];
    const choices: Record<string, readonly Choice[]> = {
      collateralItemId: items.map((item) => ({ value: item.id, label: { raw: `${item.description} (${PROPERTY_LINES[item.line as keyof typeof PROPERTY_LINES] ?? `line ${item.line}`})` } })),
      debtIds: debts.map((debt) => ({ value: debt.id, label: { raw: `${debt.creditor.name}, ${formatDollars(debt.amount / 100)}` } })),
    };
    const filingDate = doc.caseFile.filing?.plannedFilingDate;
    // Before a filing date is saved, the months before this one.
    return { ...base, choices, months: incomeMonthsBefore(filingDate ?? new Date().toISOString().slice(0, 10)) };
  }, [doc.caseFile, base]);
}

/** Where the person lives, from the risk assessment or the saved address: the district picker starts there. */
function knownResidence(doc: DocumentDetail): KnownResidence {
  const address = doc.caseFile.debtors?.debtor.address;
  if (doc.prefill.residence) return doc.prefill.residence;
  return address ? { state: address.state, ...(address.county ? { county: address.county } : {}) } : {};
}

export interface InterviewPageFormProps {
  doc: DocumentDetail;
  page: InterviewPage;
  onContinue: () => void;
  onStatus?: (state: SaveState) => void;
}

/**
 * One page of the interview: its questions, help, where the answers go, the error summary, and
 * Continue. Every change is saved: once typing pauses, the section goes to the server when it is
 * complete; until then its typing is kept in the account as a draft (resumed on any device) and on
 * this device, so nothing typed is lost on a slow network.
 */
export function InterviewPageForm({ doc, page, onContinue, onStatus }: InterviewPageFormProps) {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<SaveState>('idle');
  const [defaults] = React.useState(() => startingValues(doc, page.section));
  const [schema] = React.useState(() => pageSchema(page, doc.caseFile));
  const form = useZodForm<FormValues, FormValues>({ schema, idPrefix: 'doc', defaultValues: defaults });
  const fieldSettings = useFieldSettings(doc);


  // The saver lives as long as the page; it always calls the newest `save` (the newest saved document).
  // Where the last save of an unfinished section went (null once the section was saved complete).
  const [keptAsDraft] = React.useState(() => ({ current: null as 'draft' | 'local' | null }));
  const [saver] = React.useState(() =>
    createAutosaver<FormValues>({ delayMs: 800, retryMs: 5_000, onStatus: (status) => setState(status === 'saved' && keptAsDraft.current ? keptAsDraft.current : status), save: async () => undefined }),
  );
  const latest = React.useRef({ id: doc.id, version: doc.version });
  React.useEffect(() => {
    latest.current = { id: doc.id, version: doc.version };
    saver.replaceSave(async (values) => {
      const check = checkSection(page.section, values, doc.caseFile);
      if (!check.ok) {
        keptAsDraft.current = await keepUnfinishedInAccount(doc, page.section, values, (updatedAt) =>
          queryClient.setQueryData<DocumentDetail>(documentKeys.detail(doc.id), (old) =>
            old ? { ...old, sectionDrafts: { ...old.sectionDrafts, [page.section]: { values, savedVersion: doc.version, updatedAt } } } : old,
          ),
        );
        return;
      }
      keptAsDraft.current = null;
      const saved = await saveDocumentSection(doc.id, page.section, check.value);
      clearLocalDraft(doc.id, page.section);
      queryClient.setQueryData(documentKeys.detail(doc.id), saved);
      void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
    });
  }, [saver, doc, page.section, queryClient, keptAsDraft]);
  React.useEffect(() => onStatus?.(state), [state, onStatus]);

  const { watch } = form;
  React.useEffect(() => {
    const subscription = watch((values, { name }) => {
      // A person's change (typing, a choice, a row added or removed); `reset` has no name.
      if (name === undefined) return;
      const copy = structuredClone(values) as FormValues;
      writeLocalDraft(latest.current.id, page.section, { savedVersion: latest.current.version, values: copy, updatedAt: Date.now() });
      saver.change(copy);
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      void saver.flush();
    };
  }, [watch, saver, page.section]);

  // After a save the local copy is tied to the new version.
  React.useEffect(() => {
    const local = readLocalDraft(doc.id, page.section);
    if (local && local.savedVersion !== doc.version && (state === 'local' || state === 'draft')) writeLocalDraft(doc.id, page.section, { ...local, savedVersion: doc.version });
  }, [doc.id, doc.version, page.section, state]);

  const filed = doc.status === 'completed';
  const onValid = async (values: FormValues) => {
    // Nothing to save on a filed document (the server would refuse it): Continue only moves on.
    if (filed) return onContinue();
    saver.change(values);
    await saver.flush();
    onContinue();
  };

  return (
    <SpecFieldsContext.Provider value={fieldSettings}>
      <ZodForm form={form} onValidSubmit={onValid} onSubmitError={(error) => reportApiFailure(error, { title: 'Your answers could not be saved' })} className="flex flex-col gap-6">
        {page.intro ? <p className="max-w-prose text-lg text-muted-foreground">{page.intro}</p> : null}
        <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted p-3 text-sm">
          <span className="font-semibold">Where this goes: </span>
          {page.where}
        </p>
        {/* A filed document's answers are shown as they were filed: every control is disabled. */}
        <fieldset disabled={filed} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
          {page.id === 'debtor' || page.id === 'spouse' ? <SsnBox doc={doc} person={page.id} /> : null}
          {page.fields ? <InterviewFields specs={page.fields} /> : null}
          {page.custom?.kind === 'district' ? <DistrictPicker known={knownResidence(doc)} /> : null}
          {page.list ? <InterviewList page={{ ...page, list: page.list }} /> : null}
        </fieldset>
        {page.help && page.help.length > 0 ? (
          <section aria-label="Help with this page" className="flex flex-col gap-2">
            {page.help.map((item) => (
              <details key={item.question} className="rounded-lg border border-border p-3">
                <summary className="cursor-pointer font-medium text-link">{item.question}</summary>
                <p className="mt-2 max-w-prose text-muted-foreground">{item.answer}</p>
              </details>
            ))}
          </section>
        ) : null}
        <ContinueBar state={state} />
      </ZodForm>
    </SpecFieldsContext.Provider>
  );
}
