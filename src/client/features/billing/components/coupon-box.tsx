import * as React from 'react';
import { TicketPercent } from 'lucide-react';
import { formatCents, premiumMonthlyCentsOn } from '#shared/billing/catalog.ts';
import type { CouponSummary } from '#shared/contracts/billing.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useT, type Translate } from '#client/i18n/i18n.ts';
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

/** The coupon box of /subscribe (spec 2.15, 5): Apply is disabled while the code is blank or a check runs. */
export function CouponBox({ applied, isApplying, error, onApply, onRemove, isLocked }: CouponBoxProps) {
  const t = useT();
  const [code, setCode] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const trimmed = code.trim();

  // A refused code: focus returns to the field, which now describes the reason.
  React.useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || isApplying || isLocked) return;
    onApply(trimmed);
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
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1.5">
        <Label htmlFor="coupon-code">{t('billing.coupon.label')}</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id="coupon-code"
            name="couponCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-code-error' : undefined}
          />
          <Button type="submit" variant="secondary" disabled={!trimmed || isApplying || isLocked}>
            {isApplying ? t('billing.coupon.applying') : t('billing.coupon.apply')}
          </Button>
        </div>
        <FieldError id="coupon-code-error">{error}</FieldError>
      </form>
    </section>
  );
}
