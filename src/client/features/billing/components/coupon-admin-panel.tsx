import * as React from 'react';
import type { AdminCoupon, CouponInput } from '#shared/contracts/billing.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type Translate } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { ApiError, isUnauthorizedError } from '#client/lib/api-request.ts';
import { SelectField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { useAdminCoupons } from '../api/get-admin-coupons.ts';
import { useSetCouponActive } from '../api/set-coupon-active.ts';
import { couponFormSchema, EMPTY_COUPON_VALUES, type CouponFormValues } from '../lib/coupon-form.ts';
import { formatLongDate } from '#shared/format/dates.ts';
import '#client/i18n/en/billing.ts';

function durationText(t: Translate, coupon: AdminCoupon): string {
  if (coupon.duration === 'forever') return t('billing.coupons.forever');
  if (coupon.duration === 'repeating') return t('billing.coupons.repeatingMonths', { months: coupon.durationMonths ?? 1 });
  return t('billing.coupons.once');
}

function expiryText(t: Translate, coupon: AdminCoupon): string {
  if (!coupon.expiresAt) return t('billing.coupons.never');
  const date = formatLongDate(coupon.expiresAt);
  return new Date(coupon.expiresAt).getTime() <= Date.now() ? t('billing.coupons.expired', { date }) : date;
}

function CreateCouponForm() {
  const t = useT();
  const create = useCreateCoupon();
  const form = useZodForm<CouponFormValues, CouponInput>({ schema: couponFormSchema, defaultValues: EMPTY_COUPON_VALUES, idPrefix: 'coupon' });
  const isRepeating = form.watch('duration') === 'repeating';

  const onValidSubmit = async (input: CouponInput) => {
    if (create.isPending) return;
    const coupon = await create.mutateAsync(input);
    form.reset(EMPTY_COUPON_VALUES);
    toast({ title: t('billing.coupons.createdTitle'), description: t('billing.coupons.createdText', { code: coupon.code }) });
  };

  const onSubmitError = (error: unknown) => {
    // A taken code (409) belongs to the code field.
    const message = error instanceof ApiError && error.status === 409 ? apiErrorMessage(error) : undefined;
    if (!message) return reportApiFailure(error, { title: t('billing.coupons.createFailed') });
    form.setError('code', { type: 'server', message });
    form.noteFailedAttempt();
  };

  return (
    <section aria-labelledby="coupon-create-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <h3 id="coupon-create-heading" className="text-lg font-semibold">
        {t('billing.coupons.createHeading')}
      </h3>
      <ZodForm form={form} onValidSubmit={onValidSubmit} onSubmitError={onSubmitError} className="grid gap-4 sm:grid-cols-2" summaryClassName="sm:col-span-2">
        <TextField name="code" label={t('billing.coupons.code')} hint={t('billing.coupons.codeHint')} autoComplete="off" spellCheck={false} maxLength={64} />
        <TextField name="percentOff" label={t('billing.coupons.percentOff')} inputMode="numeric" />
        <SelectField name="duration" label={t('billing.coupons.duration')}>
          <option value="once">{t('billing.coupons.duration.once')}</option>
          <option value="repeating">{t('billing.coupons.duration.repeating')}</option>
          <option value="forever">{t('billing.coupons.duration.forever')}</option>
        </SelectField>
        {isRepeating ? <TextField name="durationMonths" label={t('billing.coupons.months')} inputMode="numeric" /> : null}
        <TextField name="maxRedemptions" label={t('billing.coupons.maxRedemptions')} inputMode="numeric" />
        <TextField name="expiresAt" label={t('billing.coupons.expiresOn')} type="date" />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('billing.coupons.creating') : t('billing.coupons.create')}
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}

function CouponItem({ coupon }: { coupon: AdminCoupon }) {
  const t = useT();
  const setActive = useSetCouponActive();
  const toggle = () =>
    setActive.mutate({ code: coupon.code, isActive: !coupon.isActive }, { onError: (error) => reportApiFailure(error, { title: t('billing.coupons.updateFailed') }) });
  const rows: Array<[string, string]> = [
    [t('billing.coupons.duration'), durationText(t, coupon)],
    [
      t('billing.coupons.uses'),
      coupon.maxRedemptions === null
        ? t('billing.coupons.usesUnlimited', { used: coupon.redemptions })
        : t('billing.coupons.usesOf', { used: coupon.redemptions, max: coupon.maxRedemptions }),
    ],
    [t('billing.coupons.expires'), expiryText(t, coupon)],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-mono text-lg font-semibold break-all">{coupon.code}</h4>
        <Badge variant="secondary">{t('billing.coupons.percent', { percent: coupon.percentOff })}</Badge>
        <Badge variant={coupon.isActive ? 'success' : 'outline'}>{coupon.isActive ? t('billing.coupons.active') : t('billing.coupons.disabled')}</Badge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium">{term}</dt>
            <dd className="text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant={coupon.isActive ? 'outline' : 'secondary'}
        size="sm"
        className="self-start"
        onClick={toggle}
        disabled={setActive.isPending}
        aria-label={coupon.isActive ? t('billing.coupons.disableLabel', { code: coupon.code }) : t('billing.coupons.enableLabel', { code: coupon.code })}
      >
        {coupon.isActive ? t('billing.coupons.disable') : t('billing.coupons.enable')}
      </Button>
    </li>
  );
}

/** Admin tab (issue 7): the coupons, a form to create one, and disabling or enabling each. */
export function CouponAdminPanel() {
  const t = useT();
  const coupons = useAdminCoupons();
  const isUnauthorized = coupons.isError && isUnauthorizedError(coupons.error);

  React.useEffect(() => {
    if (isUnauthorized) notifyUnauthorizedAndRedirect();
  }, [isUnauthorized]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold tracking-tight">{t('billing.coupons.heading')}</h2>
        <p className="text-muted-foreground">{t('billing.coupons.intro')}</p>
      </div>
      <CreateCouponForm />
      {coupons.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('ui.loading')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : coupons.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
          <p>{t('billing.coupons.loadFailed')}</p>
          <Button variant="outline" onClick={() => void coupons.refetch()}>
            {t('billing.account.retry')}
          </Button>
        </div>
      ) : coupons.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">{t('billing.coupons.empty')}</p>
      ) : (
        <ul aria-label={t('billing.coupons.listLabel')} className="flex flex-col gap-3">
          {coupons.data.map((coupon) => (
            <CouponItem key={coupon.code} coupon={coupon} />
          ))}
        </ul>
      )}
    </div>
  );
}
