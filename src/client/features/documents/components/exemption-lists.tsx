import type { RuleUse } from '#shared/case-file/exemption-claims.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatDollars } from '#shared/format/money.ts';
import type { ExemptionList, ExemptionRule, ListComparison } from '#shared/law/exemptions/index.ts';
import { Button } from '#client/components/ui/button.tsx';

const dollars = (cents: number) => formatDollars(cents / 100);

/** The lists a person may choose, on their own property: what each protects and leaves unprotected. */
export function ListComparisonTable({ lists, comparison }: { lists: readonly ExemptionList[]; comparison: ListComparison }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm" aria-describedby="exemption-comparison-note">
        <caption className="mb-1 text-left font-semibold">Your property under each choice</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-2">Exemptions</th>
            <th scope="col" className="py-1 pr-2 text-right">Protected</th>
            <th scope="col" className="py-1 text-right">Not protected</th>
          </tr>
        </thead>
        <tbody>
          {comparison.outcomes.map((outcome) => (
            <tr key={outcome.listId} className="border-t border-border" data-list={outcome.listId}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {lists.find((list) => list.id === outcome.listId)?.name}
                {outcome.listId === comparison.bestListId ? <span className="font-semibold"> (protects the most)</span> : null}
              </th>
              <td className="py-1 pr-2 text-right">{dollars(outcome.totals.protectedCents)}</td>
              <td className="py-1 text-right">{dollars(outcome.totals.unprotectedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="exemption-comparison-note" className="mt-1 text-sm text-muted-foreground">
        You use one list for everything, not a mix. Choosing a list fills in the best claims under it; you can change any of them.
      </p>
    </div>
  );
}

/** One exemption's statute, as-of date and how sure we are, with where to check it. */
export function RuleFacts({ rule }: { rule: ExemptionRule }) {
  const asOf = /^\d{4}-\d{2}-\d{2}/.test(rule.origin.asOf) ? formatIsoDate(rule.origin.asOf) : rule.origin.asOf;
  return (
    <div className="text-sm text-muted-foreground" data-testid={`rule-${rule.id}`}>
      <p>
        {rule.law}: {rule.limitCents === null ? 'no dollar limit' : `up to ${dollars(rule.limitCents)}`} (as of {asOf}).
      </p>
      {rule.notes.map((note) => (
        <p key={note} className="text-notice-foreground">
          {note}
          {rule.origin.checkAt && rule.origin.confidence !== 'H' ? (
            <>
              {' '}
              <a href={rule.origin.checkAt} className="text-link underline underline-offset-4" target="_blank" rel="noreferrer">
                Our source for it (opens in a new tab)
              </a>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

/** The state list's exemptions with their limits for this case, what the claims use, and what is left. */
export function ExemptionRulesTable({ list, uses, joint, onSuggest }: { list: ExemptionList; uses: readonly RuleUse[]; joint: boolean; onSuggest: () => void }) {
  return (
    <section aria-labelledby="exemption-rules" className="flex flex-col gap-2">
      <h2 id="exemption-rules" className="text-lg font-semibold">
        {list.name}
      </h2>
      <ExemptionUseTable
        rows={list.rules.map((rule) => {
          const use = uses.find((u) => u.ruleId === rule.id);
          return { id: rule.id, label: rule.label, law: rule.law, limitCents: use ? use.limitCents : rule.limitCents, usedCents: use?.usedCents ?? 0, checkIt: rule.origin.confidence !== 'H' };
        })}
      />
      {list.unread.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          We have no single amount for: {list.unread.map((u) => `${u.label.toLowerCase()} (${u.law || 'statute not found'})`).join('; ')}. To use one, choose “Another law” on the item and type the statute and its limit.
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Amounts from our data on each state’s exemption laws{joint ? '; doubled for the two of you only where the law lets each spouse claim them' : ''}. Each item shows its statute and the date of its amount.
      </p>
      <div>
        <Button type="button" variant="outline" onClick={onSuggest}>
          Suggest exemptions for my property
        </Button>
      </div>
    </section>
  );
}

export interface ExemptionUseRow {
  id: string;
  label: string;
  law: string;
  /** The limit for this case; null: no dollar limit. */
  limitCents: number | null;
  usedCents: number;
  /** The amount is not marked H in our data: the person checks the statute. */
  checkIt?: boolean;
}

/** Each exemption's limit for this case, what the claims use and what is left (over the limit in red). */
export function ExemptionUseTable({ rows }: { rows: readonly ExemptionUseRow[] }) {
  return (
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
          {rows.map((row) => {
            const left = row.limitCents === null ? null : row.limitCents - row.usedCents;
            return (
              <tr key={row.id} className="border-t border-border" data-exemption={row.id}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {row.label} <span className="text-muted-foreground">({row.law})</span>
                  {row.checkIt ? <span className="block text-notice-foreground">Check this amount in the statute.</span> : null}
                </th>
                <td className="py-1 pr-2 text-right">{row.limitCents === null ? 'No dollar limit' : dollars(row.limitCents)}</td>
                <td className="py-1 pr-2 text-right">{dollars(row.usedCents)}</td>
                <td className={left !== null && left < 0 ? 'py-1 text-right font-semibold text-destructive' : 'py-1 text-right'} data-testid={`left-${row.id}`}>
                  {left === null ? '—' : dollars(left)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
