import * as React from 'react';
import { flushSync } from 'react-dom';
import type { AdminCoupon } from '#shared/contracts/billing.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type Translate } from '#client/i18n/i18n.ts';
import { apiErrorMessage, apiFieldIssues } from '#client/lib/api-error-body.ts';
import { ApiError, isUnauthorizedError } from '#client/lib/api-request.ts';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { useAdminCoupons } from '../api/get-admin-coupons.ts';
import { useSetCouponActive } from '../api/set-coupon-active.ts';
import { COUPON_FIELDS as FIELDS, EMPTY_COUPON_VALUES as EMPTY, toCouponInput, type CouponErrors, type CouponField, type CouponValues } from '../lib/coupon-form.ts';
import { formatLongDate } from '../lib/format-date.ts';
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

function reportFailure(error: unknown, title: string): void {
  if (isUnauthorizedError(error)) notifyUnauthorizedAndRedirect();
  else toast({ variant: 'destructive', title, description: apiErrorMessage(error) });
}

function CreateCouponForm() {
  const t = useT();
  const create = useCreateCoupon();
  const [values, setValues] = React.useState<CouponValues>(EMPTY);
  const [errors, setErrors] = React.useState<CouponErrors>({});
  const fieldId = (field: CouponField) => `coupon-${field}`;
  const errorId = (field: CouponField) => `coupon-${field}-error`;

  const showErrors = (found: CouponErrors) => {
    flushSync(() => setErrors(found));
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const set = (field: CouponField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = toCouponInput(values, t);
    if ('errors' in result) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.input, {
      onSuccess: (coupon) => {
        setValues(EMPTY);
        toast({ title: t('billing.coupons.createdTitle'), description: t('billing.coupons.createdText', { code: coupon.code }) });
      },
      onError: (error) => {
        const fromServer: CouponErrors = {};
        for (const issue of apiFieldIssues(error)) {
          const field = (issue.path === 'expiresAt' ? 'expiresOn' : issue.path) as CouponField;
          if (FIELDS.includes(field)) fromServer[field] ??= issue.message;
        }
        // A taken code (409) belongs to the code field too.
        if (!Object.keys(fromServer).length && error instanceof ApiError && error.status === 409) {
          fromServer.code = apiErrorMessage(error);
        }
        if (Object.keys(fromServer).length) showErrors(fromServer);
        else reportFailure(error, t('billing.coupons.createFailed'));
      },
    });
  };

  const field = (name: CouponField, label: string, input: React.ReactElement<React.ComponentProps<'input'>>, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {input}
      <FieldError id={errorId(name)}>{errors[name]}</FieldError>
    </div>
  );

  const inputProps = (name: CouponField, hasHint = false) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hasHint ? `${fieldId(name)}-hint` : '', errors[name] ? errorId(name) : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <section aria-labelledby="coupon-create-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
      <h3 id="coupon-create-heading" className="text-lg font-semibold">
        {t('billing.coupons.createHeading')}
      </h3>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {field('code', t('billing.coupons.code'), <Input {...inputProps('code', true)} autoComplete="off" spellCheck={false} maxLength={64} />, t('billing.coupons.codeHint'))}
        {field('percentOff', t('billing.coupons.percentOff'), <Input {...inputProps('percentOff')} inputMode="numeric" />)}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fieldId('duration')}>{t('billing.coupons.duration')}</Label>
          <NativeSelect {...inputProps('duration')}>
            <option value="once">{t('billing.coupons.duration.once')}</option>
            <option value="repeating">{t('billing.coupons.duration.repeating')}</option>
            <option value="forever">{t('billing.coupons.duration.forever')}</option>
          </NativeSelect>
        </div>
        {values.duration === 'repeating' ? field('durationMonths', t('billing.coupons.months'), <Input {...inputProps('durationMonths')} inputMode="numeric" />) : null}
        {field('maxRedemptions', t('billing.coupons.maxRedemptions'), <Input {...inputProps('maxRedemptions')} inputMode="numeric" />)}
        {field('expiresOn', t('billing.coupons.expiresOn'), <Input {...inputProps('expiresOn')} type="date" />)}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('billing.coupons.creating') : t('billing.coupons.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function CouponItem({ coupon }: { coupon: AdminCoupon }) {
  const t = useT();
  const setActive = useSetCouponActive();
  const toggle = () =>
    setActive.mutate({ code: coupon.code, isActive: !coupon.isActive }, { onError: (error) => reportFailure(error, t('billing.coupons.updateFailed')) });
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
