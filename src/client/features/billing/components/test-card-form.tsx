import { FlaskConical } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { apiErrorBody } from '#client/lib/api-error-body.ts';
import { FormField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import type { PaymentFlow } from '../hooks/use-payment-flow.ts';
import { TEST_CARDS, formatCardNumber, formatExpiry, onlyDigits } from '../lib/card-input.ts';
import '#client/i18n/en/checkout.ts';

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'zip'] as const;
type CardField = (typeof FIELDS)[number];
type CardValues = Record<CardField, string>;

const EMPTY: CardValues = { cardNumber: '', expiry: '', cvc: '', zip: '' };

const FIELD_INPUTS: Record<CardField, { label: MessageKey; autoComplete: string; placeholder?: string; format: (value: string) => string }> = {
  cardNumber: { label: 'checkout.cardNumber', autoComplete: 'cc-number', format: formatCardNumber },
  expiry: { label: 'checkout.expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  cvc: { label: 'checkout.cvc', autoComplete: 'cc-csc', format: (value) => onlyDigits(value, 4) },
  zip: { label: 'checkout.zip', autoComplete: 'postal-code', format: (value) => onlyDigits(value, 5) },
};

// The server's own rules for the card fields; Zod downloads when someone pays, not with the page.
const loadCardSchema = () => import('#shared/contracts/billing.ts').then((contracts) => contracts.testCardPaymentSchema.omit({ clientSecret: true }));

/** Field messages of a refused payment: a decline (402) names the card number, like a 400 does. */
function paymentFieldIssues(error: unknown): Array<{ path: CardField; message: string }> {
  const issues = apiErrorBody(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter((issue): issue is { path: CardField; message: string } => FIELDS.includes(issue?.path as CardField) && typeof issue.message === 'string');
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
  const form = useZodForm<CardValues>({ schema: loadCardSchema, defaultValues: EMPTY, idPrefix });
  const noticeId = `${idPrefix}-test-mode`;

  const onValidSubmit = async (card: CardValues) => {
    if (flow.isProcessing) return;
    const failure = await flow.pay(async () => {
      await confirmTestPayment({ clientSecret, ...card });
      return 'succeeded';
    });
    // flow.pay has told the person already ('Payment Failed'); field problems also go on their fields.
    const issues = failure ? paymentFieldIssues(failure.error) : [];
    if (issues.length === 0) return;
    for (const issue of issues) form.setError(issue.path, { type: 'server', message: issue.message });
    form.noteFailedAttempt();
  };

  return (
    <ZodForm form={form} onValidSubmit={onValidSubmit} aria-describedby={noticeId} className="flex flex-col gap-4">
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
          return (
            <FormField key={field} name={field} label={t(input.label)} className={field === 'cardNumber' ? 'col-span-2 sm:col-span-3' : undefined}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete={input.autoComplete}
                  placeholder={input.placeholder}
                  disabled={flow.isProcessing}
                  onChange={(event) => {
                    // Formatted while typing (4242 4242…, MM/YY); the form reads the formatted text.
                    event.target.value = input.format(event.target.value);
                    control.onChange(event);
                  }}
                />
              )}
            </FormField>
          );
        })}
      </div>

      <p className="text-sm text-muted-foreground">{t('checkout.cardNote')}</p>
      <Button type="submit" size="lg" className="w-full whitespace-normal" disabled={flow.isProcessing}>
        {flow.isProcessing ? t('checkout.processing') : submitLabel}
      </Button>
    </ZodForm>
  );
}
