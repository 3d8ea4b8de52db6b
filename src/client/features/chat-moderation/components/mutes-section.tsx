import * as React from 'react';
import { z } from 'zod';
import { chatMuteInputSchema } from '#shared/contracts/chat.ts';
import { formatShortDateTime } from '#shared/format/dates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { useChatMutes, useMuteChatUser, useUnmuteChatUser, type MuteInput } from '../api/chat-mutes.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { SelectField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import type { MuteTarget } from './reports-section.tsx';
import '#client/i18n/en/chat-moderation.ts';

const DURATIONS: ReadonlyArray<{ minutes: number; label: MessageKey }> = [
  { minutes: 15, label: 'chatModeration.mutes.duration15m' },
  { minutes: 60, label: 'chatModeration.mutes.duration1h' },
  { minutes: 60 * 24, label: 'chatModeration.mutes.duration24h' },
  { minutes: 60 * 24 * 7, label: 'chatModeration.mutes.duration7d' },
  { minutes: 60 * 24 * 30, label: 'chatModeration.mutes.duration30d' },
];

type MuteValues = { userId: string; minutes: string; reason: string };

/** The contract, with the duration read from the select's text. */
const muteFormSchema = z.preprocess((raw) => ({ ...(raw as MuteValues), minutes: Number((raw as MuteValues).minutes) }), chatMuteInputSchema);

function MuteForm({ target }: { target: MuteTarget | null }) {
  const t = useT();
  const mute = useMuteChatUser();
  const form = useZodForm<MuteValues, MuteInput>({
    schema: muteFormSchema,
    defaultValues: { userId: target?.userId ?? '', minutes: String(60 * 24), reason: '' },
    idPrefix: 'chat-mute',
  });
  const userId = form.watch('userId');

  const onValidSubmit = async (input: MuteInput) => {
    const { mutedUntil } = await mute.mutateAsync(input);
    toast({ title: t('chatModeration.mutes.mutedTitle'), description: t('chatModeration.mutes.mutedText', { time: formatShortDateTime(mutedUntil) }) });
    form.reset({ ...form.getValues(), userId: '', reason: '' });
  };

  return (
    <ZodForm
      form={form}
      onValidSubmit={onValidSubmit}
      onSubmitError={(error) => reportApiFailure(error, { title: t('chatModeration.failedTitle'), fallback: t('chatModeration.failedText') })}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-xs"
    >
      <h4 className="font-semibold">{t('chatModeration.mutes.formHeading')}</h4>
      {target && target.userId === userId ? <p className="text-sm">{t('chatModeration.mutes.muting', { name: target.name })}</p> : null}
      <TextField name="userId" label={t('chatModeration.mutes.userId')} hint={t('chatModeration.mutes.userIdHint')} autoComplete="off" spellCheck={false} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <SelectField name="minutes" label={t('chatModeration.mutes.minutes')}>
          {DURATIONS.map((duration) => (
            <option key={duration.minutes} value={duration.minutes}>
              {t(duration.label)}
            </option>
          ))}
        </SelectField>
        <TextField name="reason" label={t('chatModeration.mutes.reason')} maxLength={500} />
      </div>
      <div>
        <Button type="submit" disabled={mute.isPending}>
          {mute.isPending ? t('chatModeration.mutes.submitting') : t('chatModeration.mutes.submit')}
        </Button>
      </div>
    </ZodForm>
  );
}

/** Muted members with Unmute, and the form to mute someone (filled from a report's Mute author). */
export function MutesSection({ target, formRef }: { target: MuteTarget | null; formRef: React.RefObject<HTMLDivElement | null> }) {
  const t = useT();
  const mutes = useChatMutes();
  const unmute = useUnmuteChatUser();
  return (
    <section aria-labelledby="chat-moderation-mutes" className="flex flex-col gap-4">
      <h3 id="chat-moderation-mutes" className="text-lg font-semibold">
        {t('chatModeration.mutes.heading')}
      </h3>
      <QueryState query={mutes}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('chatModeration.mutes.empty')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((mute) => (
                <li key={mute.userId} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="font-semibold">{mute.displayName}</span>
                    <span className="text-sm text-muted-foreground">{t('chatModeration.mutes.until', { time: formatShortDateTime(mute.mutedUntil) })}</span>
                    {mute.reason ? <span className="text-sm break-words">{mute.reason}</span> : null}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={unmute.isPending}
                    aria-label={t('chatModeration.mutes.unmuteLabel', { name: mute.displayName })}
                    onClick={() =>
                      unmute.mutate(mute.userId, {
                        onSuccess: () => toast({ title: t('chatModeration.mutes.unmutedTitle'), description: t('chatModeration.mutes.unmutedText', { name: mute.displayName }) }),
                        onError: (error) => reportApiFailure(error, { title: t('chatModeration.failedTitle'), fallback: t('chatModeration.failedText') }),
                      })
                    }
                  >
                    {t('chatModeration.mutes.unmute')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <div ref={formRef} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
        <MuteForm key={target?.userId ?? 'empty'} target={target} />
      </div>
    </section>
  );
}
