import * as React from 'react';
import { Send } from 'lucide-react';
import type { ContactMessageInput } from '#shared/contracts/contact.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorSummary, FieldError, type ErrorSummaryItem } from '#client/components/ui/error-summary.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { fieldIssuesOf, sendContactMessage } from '../api/send-contact-message.ts';
import '#client/i18n/en/contact.ts';

/** The shared contract (and Zod with it) loads when someone starts filling in the form. */
const loadContract = () => import('#shared/contracts/contact.ts');

type FieldName = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
type Values = Record<FieldName | 'website', string>;

const EMPTY: Values = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' };
const FIELDS: ReadonlyArray<{ name: FieldName; labelKey: MessageKey; autoComplete?: string; type?: string }> = [
  { name: 'firstName', labelKey: 'contact.firstName', autoComplete: 'given-name' },
  { name: 'lastName', labelKey: 'contact.lastName', autoComplete: 'family-name' },
  { name: 'email', labelKey: 'contact.email', autoComplete: 'email', type: 'email' },
  { name: 'subject', labelKey: 'contact.subject' },
];
const FIELD_ORDER: readonly FieldName[] = ['firstName', 'lastName', 'email', 'subject', 'message'];
const fieldId = (name: FieldName) => `contact-${name}`;

/** The contact form (spec 2.11): validated with the shared contract, sent to POST /api/contact. */
export function ContactForm() {
  const t = useT();
  const [values, setValues] = React.useState<Values>(EMPTY);
  const [errors, setErrors] = React.useState<Partial<Record<FieldName, string>>>({});
  const [summaryKey, setSummaryKey] = React.useState(0);
  const [isSending, setIsSending] = React.useState(false);

  const showErrors = (issues: ReadonlyArray<{ path: string; message: string }>) => {
    const next: Partial<Record<FieldName, string>> = {};
    for (const issue of issues) {
      const name = issue.path.split('.')[0] as FieldName;
      if (FIELD_ORDER.includes(name) && !next[name]) next[name] = issue.message;
    }
    setErrors(next);
    setSummaryKey((key) => key + 1);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setIsSending(true);
    try {
      const { contactMessageSchema } = await loadContract();
      const parsed = contactMessageSchema.safeParse(values);
      if (!parsed.success) {
        showErrors(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
        return;
      }
      setErrors({});
      const message: ContactMessageInput = parsed.data;
      await sendContactMessage(message);
      toast({ title: t('contact.successTitle'), description: t('contact.successText') });
      setValues(EMPTY);
    } catch (error) {
      const issues = fieldIssuesOf(error);
      if (issues.length > 0) {
        showErrors(issues);
        return;
      }
      const isRateLimited = error instanceof ApiError && error.status === 429;
      toast({ variant: 'destructive', title: t('contact.failureTitle'), description: isRateLimited ? t('contact.tooMany') : t('contact.failureText') });
    } finally {
      setIsSending(false);
    }
  };

  const set = (name: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((previous) => ({ ...previous, [name]: event.target.value }));

  const summaryItems: ErrorSummaryItem[] = FIELD_ORDER.filter((name) => errors[name]).map((name) => ({
    fieldId: fieldId(name),
    message: errors[name]!,
  }));

  const fieldProps = (name: FieldName) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [name === 'message' ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={() => void loadContract().catch(() => undefined)} className="flex flex-col gap-5">
      {summaryItems.length > 0 ? <ErrorSummary key={summaryKey} title={t('contact.errorTitle')} errors={summaryItems} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name} className={field.name === 'email' || field.name === 'subject' ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'}>
            <Label htmlFor={fieldId(field.name)}>{t(field.labelKey)}</Label>
            <Input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...fieldProps(field.name)} />
            <FieldError id={`${fieldId(field.name)}-error`}>{errors[field.name]}</FieldError>
          </div>
        ))}
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={fieldId('message')}>{t('contact.message')}</Label>
          <p id={`${fieldId('message')}-hint`} className="text-sm text-muted-foreground">
            {t('contact.messageHint')}
          </p>
          <Textarea rows={6} {...fieldProps('message')} />
          <FieldError id={`${fieldId('message')}-error`}>{errors.message}</FieldError>
        </div>
      </div>
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <Button type="submit" size="lg" disabled={isSending} className="self-start">
        <Send aria-hidden="true" />
        {isSending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
