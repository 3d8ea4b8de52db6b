import { Send } from 'lucide-react';
import type { ContactMessage, ContactMessageInput } from '#shared/contracts/contact.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSessionDraft } from '#client/lib/forms/use-session-draft.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import '#client/i18n/en/contact.ts';

/** The shared contract (and Zod with it) loads when someone starts filling in the form. */
const loadSchema = () => import('#shared/contracts/contact.ts').then((contract) => contract.contactMessageSchema);

type ContactValues = Required<ContactMessageInput>;
const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', subject: '', message: '', website: '' };
// Kept in the tab while unsent (a sign-in or a reload does not lose them); never the honeypot.
const DRAFT_FIELDS = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** The contact form (spec 2.11): validated with the shared contract, sent to POST /api/contact. */
export function ContactForm() {
  const t = useT();
  const form = useZodForm<ContactValues, ContactMessage>({ schema: loadSchema, defaultValues: EMPTY, idPrefix: 'contact' });
  const { clearDraft } = useSessionDraft(form, 'contact', DRAFT_FIELDS);
  const isSending = form.formState.isSubmitting;

  const send = async (message: ContactMessage) => {
    await sendContactMessage(message);
    toast({ title: t('contact.successTitle'), description: t('contact.successText') });
    form.reset(EMPTY);
    clearDraft();
  };

  const reportFailure = (error: unknown) => {
    const isRateLimited = error instanceof ApiError && error.status === 429;
    return toast({ variant: 'destructive', title: t('contact.failureTitle'), description: isRateLimited ? t('contact.tooMany') : t('contact.failureText') });
  };

  return (
    <ZodForm form={form} onValidSubmit={send} onSubmitError={reportFailure} onFocus={() => void loadSchema().catch(() => undefined)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={t('contact.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('contact.lastName')} autoComplete="family-name" />
        <TextField name="email" label={t('contact.email')} type="email" autoComplete="email" className="sm:col-span-2" />
        <TextField name="subject" label={t('contact.subject')} className="sm:col-span-2" />
        <TextareaField name="message" label={t('contact.message')} hint={t('contact.messageHint')} rows={6} className="sm:col-span-2" />
      </div>
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={form.fieldId('website')}>{t('contact.honeypot')}</label>
        <input id={form.fieldId('website')} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <Button type="submit" size="lg" disabled={isSending} className="self-start">
        <Send aria-hidden="true" />
        {isSending ? t('contact.sending') : t('contact.send')}
      </Button>
    </ZodForm>
  );
}
