import type * as React from 'react';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import { formatCents, formatDollars } from '#shared/format/money.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/assessment.ts';

// recharts is imported here only: this module belongs to the results page's chunk, so no other
// page downloads the chart library.

const DEBT_KINDS = [
  ['otherUnsecuredCents', 'assessment.results.debt.otherUnsecured'],
  ['securedCents', 'assessment.results.debt.secured'],
  ['studentLoansCents', 'assessment.results.debt.studentLoans'],
  ['priorityTaxesCents', 'assessment.results.debt.priorityTaxes'],
  ['otherTaxesCents', 'assessment.results.debt.otherTaxes'],
  ['domesticSupportCents', 'assessment.results.debt.domesticSupport'],
  ['criminalRestitutionCents', 'assessment.results.debt.criminalRestitution'],
  ['businessDebtsCents', 'assessment.results.debt.businessDebts'],
] as const satisfies ReadonlyArray<readonly [keyof AssessmentResult['debts'], MessageKey]>;

const compactDollars = (dollarsValue: number) => (dollarsValue >= 1000 ? `$${Math.round(dollarsValue / 1000)}k` : `$${dollarsValue}`);

interface Datum {
  label: string;
  dollars: number;
  color: string;
}

/**
 * A bar chart with its data as a table under it: the table is the text alternative (read by
 * screen readers and by anyone who prefers numbers); the drawing itself is hidden from them.
 */
function ChartFigure({ id, title, caption, data, valueHeading }: { id: string; title: string; caption: string; data: Datum[]; valueHeading: string }) {
  const t = useT();
  const height = Math.max(160, data.length * 44 + 40);
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <div aria-hidden="true" data-testid={`${id}-chart`} style={{ height }} className="w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis type="number" tickFormatter={compactDollars} stroke="var(--color-muted-foreground)" fontSize={12} />
            <YAxis type="category" dataKey="label" width={110} stroke="var(--color-muted-foreground)" fontSize={12} />
            <Bar dataKey="dollars" isAnimationActive={false} radius={[0, 4, 4, 0]}>
              {data.map((datum) => (
                <Cell key={datum.label} fill={datum.color} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('assessment.results.chartTable', { title })}</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t('assessment.results.chartItem')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {valueHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label} className="border-b border-border last:border-0">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {datum.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatDollars(datum.dollars)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Debts by kind, and yearly income against the state median (spec: charts with a text alternative). */
export function ResultCharts({ result }: { result: AssessmentResult }): React.ReactNode {
  const t = useT();
  const debts = DEBT_KINDS.map(([key, label]) => ({ label: t(label), dollars: result.debts[key] / 100, color: 'var(--color-primary)' })).filter((datum) => datum.dollars > 0);
  const { meansTest } = result;
  const income: Datum[] = [
    { label: t('assessment.results.chart.yourIncome'), dollars: meansTest.annualizedIncomeCents / 100, color: meansTest.outcome === 'above-median' ? 'var(--color-destructive)' : 'var(--color-primary)' },
    { label: t('assessment.results.chart.median'), dollars: meansTest.median.valueCents / 100, color: 'var(--color-muted-foreground)' },
  ];
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      {debts.length > 0 ? (
        <ChartFigure
          id="debts-by-kind"
          title={t('assessment.results.chart.debtsTitle')}
          caption={t('assessment.results.chart.debtsCaption', { total: formatCents(result.debts.totalCents, { cents: 'auto' }) })}
          data={debts}
          valueHeading={t('assessment.results.chart.owed')}
        />
      ) : (
        <p className="text-muted-foreground">{t('assessment.results.chart.noDebts')}</p>
      )}
      <ChartFigure
        id="income-vs-median"
        title={t('assessment.results.chart.incomeTitle')}
        caption={t('assessment.results.chart.incomeCaption', { state: meansTest.median.stateName, size: meansTest.median.householdSize })}
        data={income}
        valueHeading={t('assessment.results.chart.perYear')}
      />
    </div>
  );
}
