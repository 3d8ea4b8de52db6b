import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CloudOff, Loader2 } from 'lucide-react';
import { MAX_SECTION_DRAFT_BYTES, saveSectionDraftBodySchema, type DocumentDetail } from '#shared/contracts/documents.ts';
import { formatDollars } from '#shared/format/money.ts';
import { PROPERTY_LINES, type CaseFileSection } from '#shared/case-file/index.ts';
import { incomeMonthsBefore } from '#shared/law/means-test.ts';
import { FILING_FEE_STEP } from '#shared/documents/fee-waiver-request.ts';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-request.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { loginUrl } from '#client/lib/auth/redirect-to-login.ts';
import { createAutosaver, type AutosaveStatus } from '#client/lib/forms/autosaver.ts';
import { saveProblemOf } from '#client/lib/forms/save-problem.ts';
import { useRetryWhenBack } from '#client/lib/forms/use-retry-when-back.ts';
import { fieldPaths, type Choice, type FormValues } from '#client/lib/forms/field-specs.ts';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { useT } from '#client/i18n/i18n.ts';
import { recallHouseholdBasics } from '#client/lib/household-basics.ts';
import { ZodForm, useZodFormContext } from '#client/lib/forms/form.tsx';
import { SpecFieldsContext, type SpecFieldsSettings } from '#client/lib/forms/spec-fields.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { documentKeys, saveDocumentSection, saveSectionDraft } from '../api/documents-api.ts';
import type { InterviewPage } from '../lib/interview-pages.ts';
import { checkSection, pageSchema, sectionToForm } from '../lib/section-values.ts';
import { clearLocalDraft, newestDraftValues, readLocalDraft, typingNotInAccount, writeLocalDraft } from '../lib/local-draft.ts';
import { PREFILL_SOURCE_WORDS, sectionPrefill, type SectionPrefill } from '../lib/prefill.ts';
import { InterviewFields, InterviewList } from './interview-fields.tsx';
import { DistrictPicker, type KnownResidence } from './district-picker.tsx';
import { FeeWaiverTest } from './fee-waiver-test.tsx';
import { SsnBox } from './ssn-box.tsx';

/**
 * What the person sees about saving: 'Saving…', 'Saved' (only once the server acknowledged it), an
 * unfinished section kept in the account ('draft'), kept on this device only until the section is
 * complete ('local'), or not saved because the session ended ('signedOut') or the network is down
 * ('offline').
 */
export type SaveState = AutosaveStatus | 'draft' | 'local';

/** The end of every interview page: Continue, and whether the answers are saved. */
export function ContinueBar({ state, isTypingKeptOnDevice }: { state: SaveState; isTypingKeptOnDevice?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-border pt-6">
      <Button type="submit" size="lg">
        Continue
      </Button>
      <SaveStatus state={state} isTypingKeptOnDevice={isTypingKeptOnDevice} />
    </div>
  );
}

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  idle: 'Your answers are saved as you type.',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  draft: 'Saved to your account. Finish this section to use it in your forms.',
  failed: 'Not saved yet: we will try again. Your typing is kept on this device.',
  local: 'Kept on this device. It is saved to your account once this section is complete.',
  offline: 'You are offline, so this is not saved yet. Your typing is kept on this device, and we save it when you are back online.',
  signedOut: 'You were signed out, so your newest answers are not saved to your account. Sign in again to save them.',
};

/**
 * Whether the answers are saved. Signed out, a link to sign in again that comes back to this step:
 * in this tab where the typing is kept on this device (it is saved when the page opens again), else
 * in a new tab, so the typing stays on this page and is saved when the person comes back to it.
 */
export function SaveStatus({ state, isTypingKeptOnDevice = false }: { state: SaveState; isTypingKeptOnDevice?: boolean }) {
  const Icon = state === 'saved' || state === 'draft' ? CircleCheck : state === 'failed' || state === 'local' || state === 'offline' || state === 'signedOut' ? CloudOff : state === 'idle' ? null : Loader2;
  return (
    <div className="flex flex-col items-start gap-2">
      <p role="status" className="flex min-h-6 items-center gap-1.5 text-sm text-muted-foreground data-[save-state=signedOut]:font-semibold data-[save-state=signedOut]:text-foreground" data-save-state={state}>
        {Icon ? <Icon className={state === 'saving' || state === 'pending' ? 'size-4 shrink-0 animate-spin' : 'size-4 shrink-0'} aria-hidden="true" /> : null}
        {SAVE_STATE_TEXT[state]}
      </p>
      {state === 'signedOut' ? (
        isTypingKeptOnDevice ? (
          <a href={loginUrl()} className={buttonVariants({ variant: 'outline' })}>
            Sign in again
          </a>
        ) : (
          <a href={loginUrl()} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline' })}>
            Sign in again (opens a new tab; then come back here)
          </a>
        )
      ) : null}
    </div>
  );
}

/** The values a section's form starts from: unfinished typing (the newer of this device's and the account's) or the saved section. */
export function startingValues(doc: DocumentDetail, section: CaseFileSection): FormValues {
  const draft = newestDraftValues(readLocalDraft(doc.id, section), doc.sectionDrafts[section], doc.version);
  // A section saved before a question was added to it starts from its old answers, the new question blank.
  return draft ?? sectionToForm(section, (doc.caseFile[section] ?? doc.outdatedSections?.[section]) as FormValues | undefined);
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
    // Refused for what it holds (not a failure to reach the server, nor an ended session): trying again would not help.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)) return 'local';
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

/** The page's explanations that its answers call for, shown as the person chooses. */
function PageNotes({ notes }: { notes: NonNullable<InterviewPage['notes']> }) {
  const values = useZodFormContext().watch() as FormValues;
  return notes
    .filter((note) => note.shows(values))
    .map((note) => (
      <section key={note.id} aria-labelledby={`note-${note.id}`} data-testid={`note-${note.id}`} className="flex max-w-prose flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
        <h2 id={`note-${note.id}`} className="text-lg font-semibold">
          {note.title}
        </h2>
        {note.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    ));
}

/** Which answers of this page were filled in for the person, and from where: to check, not yet saved. */
function PrefilledNote({ page, prefilled }: { page: InterviewPage; prefilled: SectionPrefill }) {
  const t = useT();
  const labels = new Map(fieldPaths(page.fields ?? []).map(({ spec, name }) => [name, 'label' in spec ? spec.label : undefined]));
  const bySource = new Map<string, string[]>();
  for (const { path, source } of prefilled.sources) {
    const label = labels.get(path);
    if (!label) continue;
    const words = PREFILL_SOURCE_WORDS[source];
    bySource.set(words, [...(bySource.get(words) ?? []), typeof label === 'string' ? t(label) : label.raw]);
  }
  if (bySource.size === 0) return null;
  return (
    <section aria-labelledby="prefilled-heading" data-testid="prefilled-note" className="flex max-w-prose flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
      <h2 id="prefilled-heading" className="text-lg font-semibold">
        Filled in from what you told us
      </h2>
      <ul className="list-disc pl-5">
        {[...bySource].map(([source, names]) => (
          <li key={source}>
            {names.join(', ')}: from {source}
          </li>
        ))}
      </ul>
      <p>Check each one and change what is not right. Nothing is saved until you change an answer or continue.</p>
    </section>
  );
}

export interface InterviewPageFormProps {
  doc: DocumentDetail;
  page: InterviewPage;
  /** Called with the page's answers, so the next step is chosen from them (a "Yes" opens its details page). */
  onContinue: (values?: FormValues) => void;
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
  const account = useAuthField('user');
  // Nothing saved or typed in this section yet: it starts from what the person already told us, shown as such.
  const [{ defaults, prefilled }] = React.useState(() => {
    const started = newestDraftValues(readLocalDraft(doc.id, page.section), doc.sectionDrafts[page.section], doc.version) !== null || doc.caseFile[page.section] !== undefined || doc.outdatedSections?.[page.section] !== undefined;
    const prefill = started || doc.status === 'completed' ? null : sectionPrefill(page.section, { account, prefill: doc.prefill, calculator: recallHouseholdBasics() });
    return { defaults: prefill?.values ?? startingValues(doc, page.section), prefilled: prefill };
  });
  const [schema] = React.useState(() => pageSchema(page, doc.caseFile));
  const form = useZodForm<FormValues, FormValues>({ schema, idPrefix: 'doc', defaultValues: defaults });
  const fieldSettings = useFieldSettings(doc);


  // The saver lives as long as the page; it always calls the newest `save` (the newest saved document).
  // Where the last save of an unfinished section went (null once the section was saved complete).
  const [keptAsDraft] = React.useState(() => ({ current: null as 'draft' | 'local' | null }));
  const [lastError] = React.useState(() => ({ current: undefined as unknown }));
  const [saver] = React.useState(() =>
    createAutosaver<FormValues>({
      delayMs: 800,
      retryMs: 5_000,
      problemOf: (error) => saveProblemOf(error),
      onStatus: (status, error) => {
        lastError.current = error;
        setState(status === 'saved' && keptAsDraft.current ? keptAsDraft.current : status);
      },
      save: async () => undefined,
    }),
  );
  useRetryWhenBack(saver);
  const latest = React.useRef({ id: doc.id, version: doc.version });
  React.useEffect(() => {
    latest.current = { id: doc.id, version: doc.version };
    // This device's copy, once the account holds what it says (newer typing stays marked as not saved).
    const isLocalCopyOf = (values: FormValues) => {
      const local = readLocalDraft(doc.id, page.section);
      return local !== null && JSON.stringify(local.values) === JSON.stringify(values) ? local : null;
    };
    saver.replaceSave(async (values) => {
      const check = checkSection(page.section, values, doc.caseFile);
      if (!check.ok) {
        keptAsDraft.current = await keepUnfinishedInAccount(doc, page.section, values, (updatedAt) =>
          queryClient.setQueryData<DocumentDetail>(documentKeys.detail(doc.id), (old) =>
            old ? { ...old, sectionDrafts: { ...old.sectionDrafts, [page.section]: { values, savedVersion: doc.version, updatedAt } } } : old,
          ),
        );
        const local = keptAsDraft.current === 'draft' ? isLocalCopyOf(values) : null;
        if (local) writeLocalDraft(doc.id, page.section, { ...local, isInAccount: true });
        return;
      }
      keptAsDraft.current = null;
      const saved = await saveDocumentSection(doc.id, page.section, check.value);
      if (isLocalCopyOf(values)) clearLocalDraft(doc.id, page.section);
      queryClient.setQueryData(documentKeys.detail(doc.id), saved);
      void queryClient.invalidateQueries({ queryKey: documentKeys.list() });
    });
  }, [saver, doc, page.section, queryClient, keptAsDraft]);
  // Typing this device kept while the account could not take it (signed out, offline): saved now.
  React.useEffect(() => {
    if (doc.status === 'completed') return;
    const unsaved = typingNotInAccount(readLocalDraft(doc.id, page.section), doc.sectionDrafts[page.section], doc.version);
    if (unsaved) saver.change(unsaved);
    // Only when the page opens: later changes are saved as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver]);
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
    if (await saver.flush()) return onContinue(values);
    // Not saved: the page stays, and says why beside Continue (sign in again, offline); a refusal is told as well.
    if (lastError.current !== undefined && saveProblemOf(lastError.current) === 'failed') throw lastError.current;
  };

  return (
    <SpecFieldsContext.Provider value={fieldSettings}>
      <ZodForm form={form} onValidSubmit={onValid} onSubmitError={(error) => reportApiFailure(error, { title: 'Your answers could not be saved' })} className="flex flex-col gap-6">
        {page.intro ? <p className="max-w-prose text-lg text-muted-foreground">{page.intro}</p> : null}
        {prefilled ? <PrefilledNote page={page} prefilled={prefilled} /> : null}
        <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted p-3 text-sm">
          <span className="font-semibold">Where this goes: </span>
          {page.where}
        </p>
        {/* A filed document's answers are shown as they were filed: every control is disabled. */}
        <fieldset disabled={filed} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
          {page.id === 'debtor' || page.id === 'spouse' ? <SsnBox doc={doc} person={page.id} /> : null}
          {page.fields ? <InterviewFields specs={page.fields} /> : null}
          {page.id === FILING_FEE_STEP ? <FeeWaiverTest doc={doc} /> : null}
          {page.custom?.kind === 'district' ? <DistrictPicker known={knownResidence(doc)} /> : null}
          {page.list ? <InterviewList page={{ ...page, list: page.list }} /> : null}
        </fieldset>
        {page.notes ? <PageNotes notes={page.notes} /> : null}
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
        <ContinueBar state={state} isTypingKeptOnDevice />
      </ZodForm>
    </SpecFieldsContext.Provider>
  );
}
