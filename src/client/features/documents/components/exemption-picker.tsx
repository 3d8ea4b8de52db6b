import * as React from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { exemptionsSectionSchema, PROPERTY_LINES, type ExemptionClaim, type PropertyItem } from '#shared/case-file/index.ts';
import { formatCents, formatDollars } from '#shared/format/money.ts';
import { MAX_MONEY_CENTS, parseMoney } from '#shared/law/household/index.ts';
import { getStateExemptions } from '#shared/law/state-exemptions.ts';
import { caseExemptionLaw, claimableItems, exemptionFilingDate, proposedClaims, ruleUses, stateNameOf } from '#shared/case-file/exemption-claims.ts';
import { compareLists, exemptionListsFor, type ExemptionList } from '#shared/law/exemptions/index.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { equityOf, federalOptions, federalUse, securedByItem, uncoveredEquity } from '../lib/exemptions.ts';
import { ExemptionRulesTable, ExemptionUseTable, ListComparisonTable, RuleFacts } from './exemption-lists.tsx';
import { emptyResidence, ResidencesFieldset, residencesOf, StateOptions, type ResidenceRow } from './residences-fieldset.tsx';
import { newItemId } from '../lib/interview-pages.ts';
import { ContinueBar } from './interview-page.tsx';
import { useSectionAutosave } from './use-section-autosave.ts';

const typedOf = (cents: number | undefined) => (cents === undefined ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

interface Row {
  id: string;
  propertyItemId: string;
  /** A federal option id, or '' for none; state claims use `ruleId` or the typed `law`. */
  federalExemptionId: string;
  /** The state rule of the exemptions engine, or '' for a law the person types. */
  ruleId: string;
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
    ruleId: claim.ruleId ?? '',
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

interface Choice {
  system: System;
  stateCode: string;
  /** California's `704` or `703.140(b)`; '' for the state's one list. */
  listId: string;
  residences: readonly ResidenceRow[];
}

/** The rows as the exemptions section (unchecked: the schema says what is wrong). */
function toSection(choice: Choice, rows: readonly Row[], lawOf: (id: string) => string | undefined, stateList: ExemptionList | undefined): unknown {
  const { system, stateCode, listId } = choice;
  const residences = residencesOf(choice.residences);
  return {
    system,
    ...(system === 'state' && stateCode ? { stateCode } : {}),
    ...(system === 'state' && listId ? { listId } : {}),
    ...(residences.length > 0 ? { residences } : {}),
    claims: rows.map((row) => {
      const rule = system === 'state' && row.ruleId ? stateList?.rules.find((r) => r.id === row.ruleId) : undefined;
      return {
        id: row.id,
        propertyItemId: row.propertyItemId,
        law: system === 'federal' ? (lawOf(row.federalExemptionId) ?? '') : (rule?.law ?? row.law.trim()),
        ...(system === 'federal' && row.federalExemptionId ? { federalExemptionId: row.federalExemptionId } : {}),
        ...(rule ? { ruleId: rule.id } : {}),
        amount: row.fullValue ? { kind: 'fullValue' } : { kind: 'amount', cents: toCents(row.amount) },
        ...(system === 'state' && !rule && row.enteredLimit.trim() !== '' ? { enteredLimit: toCents(row.enteredLimit) } : {}),
      };
    }),
  };
}

const toResidenceRows = (saved: NonNullable<DocumentDetail['caseFile']['exemptions']>['residences'], homeState: string): ResidenceRow[] =>
  saved && saved.length > 0 ? saved.map((r) => ({ id: r.id, stateCode: r.stateCode, from: r.from, to: r.to ?? '' })) : [emptyResidence(homeState)];

function itemLabel(item: PropertyItem): string {
  return `${item.description} (Schedule A/B line ${item.line}: ${PROPERTY_LINES[item.line as keyof typeof PROPERTY_LINES] ?? ''})`;
}

/**
 * The exemption picker (Schedule C). Where the person lived decides whose exemptions apply (the
 * 730-day rule); the engine proposes the claim per item under the list that protects the most, and
 * compares the lists the person may choose side by side. Every claim can be changed: under a state
 * list, choose another of its exemptions or type a statute and its limit (states we have no list
 * for work that way only). Under the federal list, §522(d) with what is left of each exemption.
 */
export function ExemptionPicker({ doc, onContinue }: { doc: DocumentDetail; onContinue: () => void }) {
  const draft = doc.caseFile;
  const items = draft.property?.items ?? [];
  const owed = securedByItem(draft);
  const saved = draft.exemptions;
  const debtors = draft.filing?.jointFiling ? 2 : 1;
  const claimable = claimableItems(draft);
  // First visit: the list that protects the most, with the engine's claims under it (every one can be changed).
  const [initial] = React.useState(() => {
    const law = caseExemptionLaw(draft);
    const residences = toResidenceRows(saved?.residences, law.homeState);
    if (saved) return { choice: { system: saved.system, stateCode: saved.stateCode ?? law.stateCode ?? '', listId: saved.listId ?? '', residences }, rows: toRows(saved.claims) };
    const lists = law.lists?.lists ?? [];
    const best = lists.find((list) => list.id === compareLists(lists, claimable, debtors).bestListId);
    const federalAllowed = law.lists?.federalAllowed ?? getStateExemptions(law.homeState)?.system !== 'stateOnly';
    const choice: Choice = { system: best?.schedule ?? (federalAllowed ? 'federal' : 'state'), stateCode: law.stateCode ?? '', listId: best && best.schedule === 'state' && best.id !== 'state' ? best.id : '', residences };
    return { choice, rows: best ? toRows(proposedClaims(best, claimable, debtors, () => newItemId('e'))) : [] };
  });
  const [choice, setChoice] = React.useState<Choice>(initial.choice);
  const [rows, setRows] = React.useState<Row[]>(initial.rows);
  const [attempt, setAttempt] = React.useState(0);

  // Whose law applies, from the places the person lived (as typed so far).
  const typedResidences = exemptionsSectionSchema.shape.residences.safeParse(residencesOf(choice.residences));
  const law = caseExemptionLaw({ ...draft, exemptions: { system: choice.system, claims: [], ...(typedResidences.success && typedResidences.data ? { residences: typedResidences.data } : {}) } });
  const stateCode = choice.stateCode || law.stateCode || '';
  const listsForCase = stateCode
    ? exemptionListsFor(stateCode, { onDate: exemptionFilingDate(draft), debtors, stateName: stateNameOf(stateCode), federalOnly: law.domicile?.federalFallback === true && stateCode === law.stateCode })
    : null;
  const lists = listsForCase?.lists ?? [];
  const stateLists = lists.filter((list) => list.schedule === 'state');
  const stateList = stateLists.find((list) => list.id === (choice.listId || 'state')) ?? stateLists[0];
  const stateRow = stateCode ? getStateExemptions(stateCode) : undefined;
  const federalAllowed = listsForCase ? listsForCase.federalAllowed : stateRow?.system !== 'stateOnly';

  const options = federalOptions(draft);
  const lawOf = (id: string) => options.find((option) => option.id === id)?.law;
  const section = toSection({ ...choice, stateCode }, rows, lawOf, stateList);
  const parsed = exemptionsSectionSchema.safeParse(section);
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const claims = parsed.success ? parsed.data.claims : [];
  const use = choice.system === 'federal' ? federalUse(draft, claims) : [];
  const stateUse = choice.system === 'state' ? ruleUses(draft, stateList, claims) : [];
  const uncovered = parsed.success ? uncoveredEquity(draft, claims, stateUse) : [];
  const comparison = lists.length > 1 ? compareLists(lists, claimable, debtors) : undefined;

  const saver = useSectionAutosave(doc.id, 'exemptions', exemptionsSectionSchema);

  const change = (next: { choice?: Partial<Choice>; rows?: Row[] }) => {
    const nextChoice = { ...choice, ...next.choice };
    const nextRows = next.rows ?? rows;
    setChoice(nextChoice);
    if (next.rows) setRows(next.rows);
    saver.change(toSection({ ...nextChoice, stateCode: nextChoice.stateCode || stateCode }, nextRows, lawOf, stateList));
  };
  const updateRow = (id: string, patch: Partial<Row>) => change({ rows: rows.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  const messageAt = (path: string) => (attempt > 0 ? issues.find((issue) => issue.path === path)?.message : undefined);

  /** The engine's claims under a list (replacing the current rows: the person changes any of them after). */
  const propose = (list: ExemptionList | undefined, nextChoice: Partial<Choice> = {}) => {
    change({ choice: nextChoice, rows: list ? toRows(proposedClaims(list, claimable, debtors, () => newItemId('e'))) : rows });
  };
  const chooseList = (list: ExemptionList) => propose(list, { system: list.schedule, listId: list.schedule === 'state' && list.id !== 'state' ? list.id : '' });
  const suggest = () => propose(choice.system === 'federal' ? lists.find((list) => list.id === 'federal') : stateList);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (!parsed.success) return;
    saver.change(section);
    // Not saved (signed out, offline): the page stays and says why beside Continue.
    if (await saver.flush()) onContinue();
  };
  const stateName = stateCode ? stateNameOf(stateCode) : '';

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

      <ResidencesFieldset rows={choice.residences} onChange={(residences) => change({ choice: { residences, stateCode: '' } })} domicile={law.domicile} messageAt={messageAt} />
      {!law.domicile && law.homeState ? (
        <p className="max-w-prose text-sm text-muted-foreground">Until you tell us when you moved there, we use the exemptions of {stateNameOf(law.homeState)}, where you live now.</p>
      ) : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Which exemptions do you use?</legend>
        {stateRow ? (
          <p className="text-sm text-muted-foreground">
            {stateRow.system === 'stateOnly'
              ? `${stateName} requires its own exemptions (${stateRow.optOutCitation}); the federal list is not available.`
              : stateRow.system === 'stateOrFederal'
                ? `${stateName} lets you choose the federal list or the state’s.`
                : `Whether ${stateName} lets you choose the federal list is not clear in our data: check with your court or a legal aid office.`}
          </p>
        ) : null}
        {stateLists.length > 1 ? (
          stateLists.map((list) => (
            <label key={list.id} className="flex min-h-11 items-center gap-3">
              <input type="radio" name="exemption-system" value={list.id} checked={choice.system === 'state' && stateList?.id === list.id} onChange={() => chooseList(list)} className="size-5 accent-primary" {...(list === stateLists[0] ? { id: 'exemption-system' } : {})} />
              {list.name}
            </label>
          ))
        ) : (
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="exemption-system" value="state" checked={choice.system === 'state'} onChange={() => (stateList ? chooseList(stateList) : change({ choice: { system: 'state' } }))} className="size-5 accent-primary" id="exemption-system" />
            {stateName ? `${stateName}’s exemptions` : 'My state’s exemptions'}
          </label>
        )}
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="exemption-system"
            value="federal"
            checked={choice.system === 'federal'}
            disabled={!federalAllowed}
            onChange={() => {
              const federal = lists.find((list) => list.id === 'federal');
              if (federal) chooseList(federal);
              else change({ choice: { system: 'federal' } });
            }}
            className="size-5 accent-primary"
          />
          Federal exemptions (11 U.S.C. § 522(d))
        </label>
        {comparison ? <ListComparisonTable lists={lists} comparison={comparison} /> : null}
      </fieldset>

      {choice.system === 'state' ? (
        <div className="flex max-w-prose flex-col gap-3">
          <div className="flex max-w-xs flex-col gap-1.5">
            <Label htmlFor="exemption-stateCode">State whose exemptions you use</Label>
            <NativeSelect id="exemption-stateCode" value={stateCode} onChange={(event) => change({ choice: { stateCode: event.target.value, listId: '' } })} aria-invalid={messageAt('stateCode') ? true : undefined}>
              <option value="">Choose…</option>
              <StateOptions />
            </NativeSelect>
            <FieldError id="exemption-stateCode-error">{messageAt('stateCode')}</FieldError>
          </div>
          {stateList ? (
            <ExemptionRulesTable list={stateList} uses={stateUse} joint={debtors === 2} onSuggest={suggest} />
          ) : (
            <p className="rounded-lg border-l-4 border-notice-border bg-notice p-3 text-sm text-notice-foreground">
              We do not have {stateName ? `${stateName}’s` : 'your state’s'} exemption amounts, so we do not guess them. For each item, enter the statute and the limit you looked up. Your state’s code is on its legislature’s website; your bankruptcy court’s website or a{' '}
              <Link to="/resources" className="text-link underline underline-offset-4">
                legal aid office
              </Link>{' '}
              can point you to the list.
              {stateRow && stateRow.homestead.kind === 'amount' ? ` For reference, our data lists a homestead amount of ${formatDollars(stateRow.homestead.value)} for a single filer (${stateRow.asOf}); check it before you rely on it.` : ''}
            </p>
          )}
        </div>
      ) : (
        <section aria-labelledby="exemption-left" className="flex flex-col gap-2">
          <h2 id="exemption-left" className="text-lg font-semibold">
            How much of each exemption is left
          </h2>
          <ExemptionUseTable rows={use.map((entry) => ({ id: entry.option.id, label: entry.option.label, law: entry.option.law, limitCents: entry.limitCents, usedCents: entry.usedCents }))} />
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
                const rule = choice.system === 'state' && row.ruleId ? stateList?.rules.find((r) => r.id === row.ruleId) : undefined;
                return (
                  <div key={row.id} className="grid gap-3 sm:grid-cols-2">
                    {choice.system === 'federal' ? (
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
                        {stateList ? (
                          <div className="flex flex-col gap-1.5 sm:col-span-2">
                            <Label htmlFor={idFor('ruleId')}>Exemption</Label>
                            <NativeSelect id={idFor('ruleId')} value={row.ruleId} onChange={(event) => updateRow(row.id, { ruleId: event.target.value, fullValue: stateList.rules.find((r) => r.id === event.target.value)?.limitCents === null && row.fullValue })}>
                              {stateList.rules.map((r) => (
                                <option key={r.id} value={r.id}>
                                  {r.label} ({r.law})
                                </option>
                              ))}
                              <option value="">Another law (I type the statute and its limit)</option>
                            </NativeSelect>
                            {rule ? <RuleFacts rule={rule} /> : null}
                          </div>
                        ) : null}
                        {rule ? null : (
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
                      </>
                    )}
                    <div className="flex flex-col gap-1.5">
                      <Label htmlFor={idFor('amount')}>Amount you protect (dollars)</Label>
                      <Input id={idFor('amount')} inputMode="decimal" value={row.fullValue ? '' : row.amount} disabled={row.fullValue} onChange={(event) => updateRow(row.id, { amount: event.target.value })} aria-invalid={messageAt(`${base}.amount`) || messageAt(`${base}.amount.cents`) ? true : undefined} />
                      {rule && rule.limitCents !== null ? null : (
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input type="checkbox" checked={row.fullValue} onChange={(event) => updateRow(row.id, { fullValue: event.target.checked })} className="size-5 accent-primary" />
                        100% of fair market value, up to any applicable limit
                      </label>
                      )}
                      <FieldError id={`${idFor('amount')}-error`}>{messageAt(`${base}.amount`) ?? messageAt(`${base}.amount.cents`)}</FieldError>
                      {(option ?? rule)?.perItemCents ? <p className="text-sm text-muted-foreground">No single item may be worth more than {formatCents((option ?? rule)?.perItemCents ?? 0, { cents: 'auto' })} under this exemption.</p> : null}
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
                    onClick={() => change({ rows: [...rows, { id: newItemId('e'), propertyItemId: item.id, federalExemptionId: '', ruleId: stateList?.rules.find((r) => r.lines.includes(item.line))?.id ?? stateList?.rules.find((r) => r.category === 'wildcard')?.id ?? '', law: '', fullValue: false, amount: typedOf(equity), enteredLimit: '' }] })}
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
