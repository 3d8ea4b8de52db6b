import * as React from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { exemptionsSectionSchema, PROPERTY_LINES, type ExemptionClaim, type PropertyItem } from '#shared/case-file/index.ts';
import { formatCents, formatDollars } from '#shared/format/money.ts';
import { MAX_MONEY_CENTS, parseMoney } from '#shared/law/household/index.ts';
import { getStateExemptions } from '#shared/law/state-exemptions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { equityOf, federalOptions, federalUse, securedByItem, suggestFederalClaims, uncoveredEquity } from '../lib/exemptions.ts';
import { newItemId, STATE_CHOICES } from '../lib/interview-pages.ts';
import { ContinueBar } from './interview-page.tsx';
import { useSectionAutosave } from './use-section-autosave.ts';

const typedOf = (cents: number | undefined) => (cents === undefined ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

interface Row {
  id: string;
  propertyItemId: string;
  /** A federal option id, or '' for none; state claims use `law`. */
  federalExemptionId: string;
  law: string;
  fullValue: boolean;
  amount: string;
  enteredLimit: string;
}

type System = 'federal' | 'state';

function toRows(claims: readonly ExemptionClaim[]): Row[] {
  return claims.map((claim) => ({
    id: claim.id,
    propertyItemId: claim.propertyItemId,
    federalExemptionId: claim.federalExemptionId ?? '',
    law: claim.law,
    fullValue: claim.amount.kind === 'fullValue',
    amount: claim.amount.kind === 'amount' ? typedOf(claim.amount.cents) : '',
    enteredLimit: typedOf(claim.enteredLimit),
  }));
}

const toCents = (typed: string): number | string => {
  const parsed = parseMoney(typed);
  if (parsed.ok) return parsed.cents;
  return /too large/i.test(parsed.message) ? MAX_MONEY_CENTS + 1 : typed;
};

/** The rows as the exemptions section (unchecked: the schema says what is wrong). */
function toSection(system: System, stateCode: string, rows: readonly Row[], lawOf: (id: string) => string | undefined): unknown {
  return {
    system,
    ...(system === 'state' && stateCode ? { stateCode } : {}),
    claims: rows.map((row) => ({
      id: row.id,
      propertyItemId: row.propertyItemId,
      law: system === 'federal' ? (lawOf(row.federalExemptionId) ?? '') : row.law.trim(),
      ...(system === 'federal' && row.federalExemptionId ? { federalExemptionId: row.federalExemptionId } : {}),
      amount: row.fullValue ? { kind: 'fullValue' } : { kind: 'amount', cents: toCents(row.amount) },
      ...(system === 'state' && row.enteredLimit.trim() !== '' ? { enteredLimit: toCents(row.enteredLimit) } : {}),
    })),
  };
}

function itemLabel(item: PropertyItem): string {
  return `${item.description} (Schedule A/B line ${item.line}: ${PROPERTY_LINES[item.line as keyof typeof PROPERTY_LINES] ?? ''})`;
}

/**
 * The exemption picker (Schedule C): federal §522(d) or the state's system where the state allows
 * the choice; each property item with its equity, the exemption and amount claimed, how much of each
 * federal exemption is left, and a warning for equity no claim covers. Where the project has no
 * amounts for a state, the person enters the statute and the limit they looked up.
 */
export function ExemptionPicker({ doc, onContinue }: { doc: DocumentDetail; onContinue: () => void }) {
  const draft = doc.caseFile;
  const items = draft.property?.items ?? [];
  const owed = securedByItem(draft);
  const saved = draft.exemptions;
  const homeState = draft.filing?.district.state ?? draft.debtors?.debtor.address.state ?? '';
  const stateRow = homeState ? getStateExemptions(homeState) : undefined;
  const federalAllowed = stateRow?.system !== 'stateOnly';
  const [system, setSystem] = React.useState<System>(saved?.system ?? (federalAllowed ? 'federal' : 'state'));
  const [stateCode, setStateCode] = React.useState(saved?.stateCode ?? homeState);
  const [rows, setRows] = React.useState<Row[]>(() => toRows(saved?.claims ?? []));
  const [attempt, setAttempt] = React.useState(0);
  const options = federalOptions(draft);
  const lawOf = (id: string) => options.find((option) => option.id === id)?.law;
  const section = toSection(system, stateCode, rows, lawOf);
  const parsed = exemptionsSectionSchema.safeParse(section);
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const claims = parsed.success ? parsed.data.claims : [];
  const use = system === 'federal' ? federalUse(draft, claims) : [];
  const uncovered = parsed.success ? uncoveredEquity(draft, claims) : [];

  const saver = useSectionAutosave(doc.id, 'exemptions', exemptionsSectionSchema);

  const change = (next: { system?: System; stateCode?: string; rows?: Row[] }) => {
    const nextSystem = next.system ?? system;
    const nextState = next.stateCode ?? stateCode;
    const nextRows = next.rows ?? rows;
    if (next.system) setSystem(next.system);
    if (next.stateCode !== undefined) setStateCode(next.stateCode);
    if (next.rows) setRows(next.rows);
    saver.change(toSection(nextSystem, nextState, nextRows, lawOf));
  };
  const updateRow = (id: string, patch: Partial<Row>) => change({ rows: rows.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  const messageAt = (path: string) => (attempt > 0 ? issues.find((issue) => issue.path === path)?.message : undefined);

  const suggest = () => {
    const suggested = suggestFederalClaims(draft, claims, () => newItemId('e'));
    change({ rows: toRows(suggested) });
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (!parsed.success) return;
    saver.change(section);
    // Not saved (signed out, offline): the page stays and says why beside Continue.
    if (await saver.flush()) onContinue();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      {attempt > 0 && issues.length > 0 ? (
        <ErrorSummary key={attempt} title="There is a problem" errors={issues.map((issue) => ({ message: issue.message, fieldId: `exemption-${issue.path.replace(/\./g, '-')}` }))} />
      ) : null}
      <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted p-3 text-sm">
        <span className="font-semibold">Where this goes: </span>Schedule C (Official Form 106C), Part 1 (the system) and Part 2 (one line per item you protect).
      </p>
      <p className="max-w-prose text-muted-foreground">
        Exemptions are the laws that let you keep property. Each one protects up to a certain amount of equity (the value minus the loans on it). Equity that no exemption covers can be sold by the trustee in Chapter 7.
      </p>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Which exemptions do you use?</legend>
        {stateRow ? (
          <p className="text-sm text-muted-foreground">
            {stateRow.system === 'stateOnly'
              ? `${homeState} requires its own exemptions (${stateRow.optOutCitation}); the federal list is not available.`
              : stateRow.system === 'stateOrFederal'
                ? `${homeState} lets you choose the federal list or the state’s.`
                : `Whether ${homeState} lets you choose the federal list is not clear in our data: check with your court or a legal aid office.`}
          </p>
        ) : null}
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="exemption-system" value="federal" checked={system === 'federal'} disabled={!federalAllowed} onChange={() => change({ system: 'federal' })} className="size-5 accent-primary" id="exemption-system" />
          Federal exemptions (11 U.S.C. § 522(d))
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="exemption-system" value="state" checked={system === 'state'} onChange={() => change({ system: 'state' })} className="size-5 accent-primary" />
          My state’s exemptions
        </label>
      </fieldset>

      {system === 'state' ? (
        <div className="flex max-w-prose flex-col gap-3">
          <div className="flex max-w-xs flex-col gap-1.5">
            <Label htmlFor="exemption-stateCode">State</Label>
            <NativeSelect id="exemption-stateCode" value={stateCode} onChange={(event) => change({ stateCode: event.target.value })} aria-invalid={messageAt('stateCode') ? true : undefined}>
              <option value="">Choose…</option>
              {STATE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {typeof choice.label === 'string' ? choice.label : choice.label.raw}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="exemption-stateCode-error">{messageAt('stateCode')}</FieldError>
          </div>
          <p className="rounded-lg border-l-4 border-notice-border bg-notice p-3 text-sm text-notice-foreground">
            We do not have your state’s exemption amounts, so we do not guess them. For each item, enter the statute and the limit you looked up. Your state’s code is on its legislature’s website; your bankruptcy court’s website or a{' '}
            <Link to="/resources" className="text-link underline underline-offset-4">
              legal aid office
            </Link>{' '}
            can point you to the list.
            {stateRow && stateRow.homestead.kind === 'amount' ? ` For reference, our data lists a homestead amount of ${formatDollars(stateRow.homestead.value)} for a single filer (${stateRow.asOf}); check it before you rely on it.` : ''}
          </p>
        </div>
      ) : (
        <section aria-labelledby="exemption-left" className="flex flex-col gap-2">
          <h2 id="exemption-left" className="text-lg font-semibold">
            How much of each exemption is left
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-2">Exemption</th>
                  <th scope="col" className="py-1 pr-2 text-right">Limit</th>
                  <th scope="col" className="py-1 pr-2 text-right">Used</th>
                  <th scope="col" className="py-1 text-right">Left</th>
                </tr>
              </thead>
              <tbody>
                {use.map((entry) => (
                  <tr key={entry.option.id} className="border-t border-border" data-exemption={entry.option.id}>
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      {entry.option.label} <span className="text-muted-foreground">({entry.option.law})</span>
                    </th>
                    <td className="py-1 pr-2 text-right">{entry.limitCents === null ? 'No dollar limit' : formatCents(entry.limitCents, { cents: 'auto' })}</td>
                    <td className="py-1 pr-2 text-right">{formatCents(entry.usedCents, { cents: 'auto' })}</td>
                    <td className={entry.leftCents !== null && entry.leftCents < 0 ? 'py-1 text-right font-semibold text-destructive' : 'py-1 text-right'} data-testid={`left-${entry.option.id}`}>
                      {entry.leftCents === null ? '—' : formatCents(entry.leftCents, { cents: 'auto' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-muted-foreground">
            Amounts in force on your planned filing date{options[0]?.effectiveDate ? ` (adjusted ${options[0].effectiveDate})` : ''}
            {draft.filing?.jointFiling ? '; doubled because you file jointly (each spouse claims their own, 11 U.S.C. § 522(m))' : ''}.
          </p>
          <div>
            <Button type="button" variant="outline" onClick={suggest}>
              Suggest exemptions for my property
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby="exemption-items" className="flex flex-col gap-4">
        <h2 id="exemption-items" className="text-lg font-semibold">
          Your property
        </h2>
        {items.length === 0 ? <p className="text-muted-foreground">List your property first (What you own).</p> : null}
        {items.map((item) => {
          const equity = equityOf(item, owed);
          const itemRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.propertyItemId === item.id);
          const gap = uncovered.find((entry) => entry.item.id === item.id);
          return (
            <fieldset key={item.id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4" data-item={item.id}>
              <legend className="px-1 font-semibold">{itemLabel(item)}</legend>
              <p className="text-sm">
                Value {formatCents(item.value, { cents: 'auto' })}
                {owed.get(item.id) ? ` − loans ${formatCents(owed.get(item.id) ?? 0, { cents: 'auto' })}` : ''} = equity <strong>{formatCents(equity, { cents: 'auto' })}</strong>
              </p>
              {itemRows.map(({ row, index }) => {
                const base = `claims.${index}`;
                const idFor = (field: string) => `exemption-${base.replace(/\./g, '-')}-${field}`;
                const option = options.find((o) => o.id === row.federalExemptionId);
                return (
                  <div key={row.id} className="grid gap-3 sm:grid-cols-2">
                    {system === 'federal' ? (
                      <div className="flex flex-col gap-1.5">
                        <Label htmlFor={idFor('law')}>Exemption</Label>
                        <NativeSelect id={idFor('law')} value={row.federalExemptionId} onChange={(event) => updateRow(row.id, { federalExemptionId: event.target.value, fullValue: event.target.value === 'retirement' })} aria-invalid={messageAt(`${base}.law`) ? true : undefined}>
                          <option value="">Choose…</option>
                          {options.map((o) => (
                            <option key={o.id} value={o.id}>
                              {o.label} ({o.law})
                            </option>
                          ))}
                        </NativeSelect>
                        <FieldError id={`${idFor('law')}-error`}>{messageAt(`${base}.law`)}</FieldError>
                      </div>
                    ) : (
                      <>
                        <div className="flex flex-col gap-1.5">
                          <Label htmlFor={idFor('law')}>The law (statute) that protects it</Label>
                          <Input id={idFor('law')} value={row.law} onChange={(event) => updateRow(row.id, { law: event.target.value })} aria-invalid={messageAt(`${base}.law`) ? true : undefined} />
                          <FieldError id={`${idFor('law')}-error`}>{messageAt(`${base}.law`)}</FieldError>
                        </div>
                        <div className="flex flex-col gap-1.5">
                          <Label htmlFor={idFor('enteredLimit')}>The limit that law allows (dollars)</Label>
                          <Input id={idFor('enteredLimit')} inputMode="decimal" value={row.enteredLimit} onChange={(event) => updateRow(row.id, { enteredLimit: event.target.value })} aria-invalid={messageAt(`${base}.enteredLimit`) ? true : undefined} />
                          <FieldError id={`${idFor('enteredLimit')}-error`}>{messageAt(`${base}.enteredLimit`)}</FieldError>
                        </div>
                      </>
                    )}
                    <div className="flex flex-col gap-1.5">
                      <Label htmlFor={idFor('amount')}>Amount you protect (dollars)</Label>
                      <Input id={idFor('amount')} inputMode="decimal" value={row.fullValue ? '' : row.amount} disabled={row.fullValue} onChange={(event) => updateRow(row.id, { amount: event.target.value })} aria-invalid={messageAt(`${base}.amount`) || messageAt(`${base}.amount.cents`) ? true : undefined} />
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input type="checkbox" checked={row.fullValue} onChange={(event) => updateRow(row.id, { fullValue: event.target.checked })} className="size-5 accent-primary" />
                        100% of fair market value, up to any applicable limit
                      </label>
                      <FieldError id={`${idFor('amount')}-error`}>{messageAt(`${base}.amount`) ?? messageAt(`${base}.amount.cents`)}</FieldError>
                      {option?.perItemCents ? <p className="text-sm text-muted-foreground">No single item may be worth more than {formatCents(option.perItemCents, { cents: 'auto' })} under this exemption.</p> : null}
                    </div>
                    <div className="sm:col-span-2">
                      <Button type="button" variant="outline" size="sm" onClick={() => change({ rows: rows.filter((r) => r.id !== row.id) })}>
                        Remove this exemption
                      </Button>
                    </div>
                  </div>
                );
              })}
              {itemRows.length === 0 ? (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => change({ rows: [...rows, { id: newItemId('e'), propertyItemId: item.id, federalExemptionId: '', law: '', fullValue: false, amount: typedOf(equity), enteredLimit: '' }] })}
                  >
                    Protect this item
                  </Button>
                </div>
              ) : null}
              {gap ? (
                <p className="flex items-start gap-2 rounded-md border-l-4 border-notice-border bg-notice p-2 text-sm text-notice-foreground" data-testid={`uncovered-${item.id}`}>
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {formatCents(gap.equityCents - gap.coveredCents, { cents: 'auto' })} of this item’s equity is not protected. In Chapter 7 the trustee could sell it; consider another exemption or talk to a legal aid office.
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </section>

      <ContinueBar state={saver.saveState} />
    </form>
  );
}
