import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlanMonth } from '#shared/law/chapter13-plan/plan.ts';

// recharts is imported here only, and this module is loaded lazily by the plan builder: no other
// page of the interview downloads the chart library.

const compact = (dollars: number) => (dollars >= 1000 ? `$${(dollars / 1000).toFixed(1)}k` : `$${Math.round(dollars)}`);

/** Each month's payment split into what it pays; a red "short" part when it does not cover the secured installments. */
export default function PlanChart({ months }: { months: readonly PlanMonth[] }) {
  const data = months.map((m) => ({
    month: m.month,
    fee: m.trusteeFeeCents / 100,
    secured: m.securedCents / 100,
    priority: m.priorityCents / 100,
    unsecured: m.unsecuredCents / 100,
    short: m.securedShortfallCents / 100,
  }));
  return (
    <div aria-hidden="true" data-testid="plan-chart" className="h-56 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="month" stroke="var(--color-muted-foreground)" fontSize={12} />
          <YAxis tickFormatter={compact} width={48} stroke="var(--color-muted-foreground)" fontSize={12} />
          <Tooltip />
          <Bar dataKey="fee" name="Trustee’s fee" stackId="a" fill="var(--color-muted-foreground)" isAnimationActive={false} />
          <Bar dataKey="secured" name="Secured" stackId="a" fill="var(--color-primary)" isAnimationActive={false} />
          <Bar dataKey="priority" name="Priority" stackId="a" fill="var(--color-success-soft-foreground)" isAnimationActive={false} />
          <Bar dataKey="unsecured" name="Unsecured" stackId="a" fill="var(--color-notice-border)" isAnimationActive={false} />
          <Bar dataKey="short" name="Short" stackId="a" fill="var(--color-destructive)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
