import * as React from 'react';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { caseFileSectionSchemas, SCHEDULES_ON_THEIR_OWN } from '#shared/case-file/index.ts';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { ContinueBar } from './interview-page.tsx';
import { useSectionAutosave } from './use-section-autosave.ts';

const SCHEDULE_NAMES: Record<(typeof SCHEDULES_ON_THEIR_OWN)[number], string> = {
  '106Sum': 'Summary of your assets and liabilities (106Sum)',
  '106A/B': 'Schedule A/B: Property',
  '106C': 'Schedule C: The property you claim as exempt',
  '106D': 'Schedule D: Creditors who have claims secured by property',
  '106E/F': 'Schedule E/F: Creditors who have unsecured claims',
  '106G': 'Schedule G: Executory contracts and unexpired leases',
  '106H': 'Schedule H: Your codebtors',
  '106I': 'Schedule I: Your income',
  '106J': 'Schedule J: Your expenses',
};

const FIELD_ID = 'schedules-wanted';

/** The individual-schedules package: which of the 106 schedules to prepare (saved in the filing section). */
export function SchedulesPicker({ doc, onContinue }: { doc: DocumentDetail; onContinue: () => void }) {
  const filing = doc.caseFile.filing;
  const [wanted, setWanted] = React.useState<string[]>(() => filing?.schedulesWanted ?? []);
  const [attempt, setAttempt] = React.useState(0);
  const saver = useSectionAutosave(doc.id, 'filing', caseFileSectionSchemas.filing);
  if (!filing) return <p className="max-w-prose">Tell us about your filing first (the first section), then choose your schedules here.</p>;
  const error = attempt > 0 && wanted.length === 0 ? 'Choose at least one schedule to prepare' : undefined;
  const toggle = (form: string, on: boolean) => {
    const next = SCHEDULES_ON_THEIR_OWN.filter((f) => (f === form ? on : wanted.includes(f)));
    setWanted(next);
    if (next.length > 0) saver.change({ ...filing, schedulesWanted: next });
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (wanted.length === 0) return;
    // Not saved (signed out, offline): the page stays and says why beside Continue.
    if (await saver.flush()) onContinue();
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      {error ? <ErrorSummary key={attempt} title="There is a problem" errors={[{ message: error, fieldId: FIELD_ID }]} /> : null}
      <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${FIELD_ID}-error` : undefined}>
        <legend className="mb-1 font-semibold">Which schedules do you need?</legend>
        <p className="mb-2 max-w-prose text-sm text-muted-foreground">People often file one schedule again to correct or add to it. Choose each one you need; the declaration (106Dec) is signed with any schedule you file.</p>
        {SCHEDULES_ON_THEIR_OWN.map((form, index) => (
          <label key={form} className="flex min-h-11 items-center gap-3">
            <input type="checkbox" id={index === 0 ? FIELD_ID : undefined} className="size-5 shrink-0 accent-primary" checked={wanted.includes(form)} onChange={(event) => toggle(form, event.target.checked)} />
            {SCHEDULE_NAMES[form]}
          </label>
        ))}
        <FieldError id={`${FIELD_ID}-error`}>{error}</FieldError>
      </fieldset>
      <ContinueBar state={saver.saveState} />
    </form>
  );
}
