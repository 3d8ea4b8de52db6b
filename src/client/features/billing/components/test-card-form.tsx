import * as React from 'react';
import { flushSync } from 'react-dom';
import { FlaskConical } from 'lucide-react';
import { testCardPaymentSchema } from '#shared/contracts/billing.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { apiErrorBody } from '#client/lib/api-error-body.ts';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import type { PaymentFlow } from '../hooks/use-payment-flow.ts';
import { TEST_CARDS, formatCardNumber, formatExpiry, onlyDigits } from '../lib/card-input.ts';
import '#client/i18n/en/checkout.ts';

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'zip'] as const;
type CardField = (typeof FIELDS)[number];
type CardValues = Record<CardField, string>;
type CardErrors = Partial<Record<CardField, string>>;

const EMPTY: CardValues = { cardNumber: '', expiry: '', cvc: '', zip: '' };

const FIELD_INPUTS: Record<CardField, { label: MessageKey; autoComplete: string; placeholder?: string; format: (value: string) => string }> = {
  cardNumber: { label: 'checkout.cardNumber', autoComplete: 'cc-number', format: formatCardNumber },
  expiry: { label: 'checkout.expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  cvc: { label: 'checkout.cvc', autoComplete: 'cc-csc', format: (value) => onlyDigits(value, 4) },
  zip: { label: 'checkout.zip', autoComplete: 'postal-code', format: (value) => onlyDigits(value, 5) },
};

const cardSchema = testCardPaymentSchema.omit({ clientSecret: true });

function validate(values: CardValues): CardErrors {
  const result = cardSchema.safeParse(values);
  if (result.success) return {};
  const errors: CardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CardField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages the server sent with a refused payment (a 400 or a 402 decline). */
function serverFieldErrors(error: unknown): CardErrors {
  const issues = apiErrorBody(error)?.issues;
  const errors: CardErrors = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    if (FIELDS.includes(issue?.path as CardField) && typeof issue.message === 'string') errors[issue.path as CardField] ??= issue.message;
  }
  return errors;
}

export interface TestCardFormProps {
  clientSecret: string;
  submitLabel: string;
  flow: PaymentFlow;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
}

/**
 * The built-in test processor's card form (issue 7): clearly marked as test mode, the test
 * cards listed, each field checked with the server's own rules before anything is sent.
 */
export function TestCardForm({ clientSecret, submitLabel, flow, idPrefix }: TestCardFormProps) {
  const t = useT();
  const [values, setValues] = React.useState<CardValues>(EMPTY);
  const [errors, setErrors] = React.useState<CardErrors>({});
  const [hasTriedSubmit, setHasTriedSubmit] = React.useState(false);
  const noticeId = `${idPrefix}-test-mode`;

  const fieldId = (field: CardField) => `${idPrefix}-${field}`;
  const errorId = (field: CardField) => `${fieldId(field)}-error`;

  const showErrors = (found: CardErrors) => {
    flushSync(() => {
      setHasTriedSubmit(true);
      setErrors(found);
    });
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onChange = (field: CardField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: FIELD_INPUTS[field].format(event.target.value) };
    setValues(next);
    // After a failed attempt, a message goes away as soon as its field is fixed.
    if (hasTriedSubmit) {
      const fieldError = validate(next)[field];
      setErrors((current) => ({ ...current, [field]: fieldError }));
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.isProcessing) return;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    const failure = await flow.pay(async () => {
      await confirmTestPayment({ clientSecret, ...values });
      return 'succeeded';
    });
    if (failure) {
      const fromServer = serverFieldErrors(failure.error);
      if (Object.keys(fromServer).length > 0) showErrors(fromServer);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={noticeId} className="flex flex-col gap-4">
      <div id={noticeId} className="flex flex-col gap-2 rounded-md border border-notice-border bg-notice p-3 text-sm text-notice-foreground">
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {t('checkout.testMode')}
        </p>
        <p>{t('checkout.testModeText')}</p>
        <p className="font-medium">{t('checkout.testCardsHeading')}</p>
        <ul className="ml-5 list-disc">
          <li>{t('checkout.testCardSucceeds', { number: TEST_CARDS.succeeds })}</li>
          <li>{t('checkout.testCardDeclined', { number: TEST_CARDS.declined })}</li>
          <li>{t('checkout.testCardRenewalsFail', { number: TEST_CARDS.renewalsFail })}</li>
        </ul>
        <p>{t('checkout.testCardsOther')}</p>
      </div>

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => {
          const input = FIELD_INPUTS[field];
          const message = errors[field];
          return (
            <div key={field} className={field === 'cardNumber' ? 'col-span-2 flex flex-col gap-1.5 sm:col-span-3' : 'flex flex-col gap-1.5'}>
              <Label htmlFor={fieldId(field)}>{t(input.label)}</Label>
              <Input
                id={fieldId(field)}
                name={field}
                inputMode="numeric"
                autoComplete={input.autoComplete}
                placeholder={input.placeholder}
                value={values[field]}
                onChange={onChange(field)}
                disabled={flow.isProcessing}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId(field) : undefined}
              />
              <FieldError id={errorId(field)}>{message}</FieldError>
            </div>
          );
        })}
      </div>

      <p className="text-sm text-muted-foreground">{t('checkout.cardNote')}</p>
      <Button type="submit" size="lg" className="w-full whitespace-normal" disabled={flow.isProcessing}>
        {flow.isProcessing ? t('checkout.processing') : submitLabel}
      </Button>
    </form>
  );
}
