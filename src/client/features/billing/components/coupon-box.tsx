import * as React from 'react';
import { TicketPercent } from 'lucide-react';
import { premiumMonthlyCentsOn } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import type { CouponSummary } from '#shared/contracts/billing.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useT, type Translate } from '#client/i18n/i18n.ts';
import { FormField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import '#client/i18n/en/billing.ts';

export function couponDurationText(t: Translate, coupon: Pick<CouponSummary, 'duration' | 'durationMonths'>): string {
  if (coupon.duration === 'forever') return t('billing.coupon.forever');
  if (coupon.duration === 'repeating' && coupon.durationMonths && coupon.durationMonths > 1) {
    return t('billing.coupon.repeating', { months: coupon.durationMonths });
  }
  return t('billing.coupon.once');
}

export interface CouponBoxProps {
  applied: CouponSummary | null;
  isApplying: boolean;
  /** Why the last code was refused (the server's reason: does not exist, expired, used up). */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** Nothing may change while a payment is being processed. */
  isLocked: boolean;
}

type CouponValues = { code: string };

// Zod downloads when someone uses the box, not with the page.
const loadCouponSchema = () => import('#shared/contracts/billing.ts').then((contracts) => contracts.validateCouponSchema);

/** The coupon box of /subscribe (spec 2.15, 5): Apply is disabled while the code is blank or a check runs. */
export function CouponBox({ applied, isApplying, error, onApply, onRemove, isLocked }: CouponBoxProps) {
  const t = useT();
  const form = useZodForm<CouponValues>({ schema: loadCouponSchema, defaultValues: { code: '' }, idPrefix: 'coupon' });
  const isBlank = form.watch('code').trim() === '';
  const { setError, noteFailedAttempt } = form;

  // A refused code: its reason goes on the field and into the summary, which takes focus.
  React.useEffect(() => {
    if (!error) return;
    setError('code', { type: 'server', message: error });
    noteFailedAttempt();
  }, [error, setError, noteFailedAttempt]);

  const onValidSubmit = ({ code }: CouponValues) => {
    if (isApplying || isLocked) return;
    onApply(code);
  };

  if (applied) {
    return (
      <section aria-labelledby="coupon-heading" className="flex flex-col gap-2 rounded-lg border border-border bg-success-soft p-4 text-success-soft-foreground">
        <h2 id="coupon-heading" className="flex items-center gap-2 font-semibold">
          <TicketPercent className="size-5 shrink-0" aria-hidden="true" />
          {t('billing.coupon.applied', { code: applied.code })}
        </h2>
        <p>{t('billing.coupon.discount', { percent: applied.percentOff, duration: couponDurationText(t, applied) })}</p>
        <p className="font-semibold">
          {t('billing.coupon.newPrice', { price: formatCents(applied.priceCents), regular: formatCents(premiumMonthlyCentsOn(new Date())) })}
        </p>
        <Button variant="outline" size="sm" className="self-start" onClick={onRemove} disabled={isApplying || isLocked}>
          {t('billing.coupon.remove')}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="coupon-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id="coupon-heading" className="flex items-center gap-2 font-semibold">
        <TicketPercent className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('billing.coupon.heading')}
      </h2>
      <ZodForm form={form} onValidSubmit={onValidSubmit} className="flex flex-col gap-3">
        <FormField name="code" label={t('billing.coupon.label')}>
          {(control) => (
            <div className="flex gap-2">
              <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={64} {...control} />
              <Button type="submit" variant="secondary" disabled={isBlank || isApplying || isLocked}>
                {isApplying ? t('billing.coupon.applying') : t('billing.coupon.apply')}
              </Button>
            </div>
          )}
        </FormField>
      </ZodForm>
    </section>
  );
}
