import * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { useChatMutes, useMuteChatUser, useUnmuteChatUser } from '../api/chat-mutes.ts';
import { reportFailure } from '../lib/report-failure.ts';
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

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function MuteForm({ target }: { target: MuteTarget | null }) {
  const t = useT();
  const userIdField = React.useId();
  const minutesField = React.useId();
  const reasonField = React.useId();
  const errorId = React.useId();
  const hintId = React.useId();
  const [userId, setUserId] = React.useState(target?.userId ?? '');
  const [minutes, setMinutes] = React.useState(String(60 * 24));
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const mute = useMuteChatUser();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (userId.trim() === '') {
      setError(t('chatModeration.mutes.userIdRequired'));
      return;
    }
    mute.mutate(
      { userId: userId.trim(), minutes: Number(minutes), reason: reason.trim() },
      {
        onSuccess: ({ mutedUntil }) => {
          toast({ title: t('chatModeration.mutes.mutedTitle'), description: t('chatModeration.mutes.mutedText', { time: formatDateTime(mutedUntil) }) });
          setUserId('');
          setReason('');
        },
        onError: reportFailure,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-xs">
      <h4 className="font-semibold">{t('chatModeration.mutes.formHeading')}</h4>
      {target && target.userId === userId ? <p className="text-sm">{t('chatModeration.mutes.muting', { name: target.name })}</p> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={userIdField}>{t('chatModeration.mutes.userId')}</Label>
        <Input
          id={userIdField}
          value={userId}
          onChange={(event) => {
            setUserId(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('chatModeration.mutes.userIdHint')}
        </p>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-2">
          <Label htmlFor={minutesField}>{t('chatModeration.mutes.minutes')}</Label>
          <NativeSelect id={minutesField} value={minutes} onChange={(event) => setMinutes(event.target.value)}>
            {DURATIONS.map((duration) => (
              <option key={duration.minutes} value={duration.minutes}>
                {t(duration.label)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={reasonField}>{t('chatModeration.mutes.reason')}</Label>
          <Input id={reasonField} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
        </div>
      </div>
      <div>
        <Button type="submit" disabled={mute.isPending}>
          {mute.isPending ? t('chatModeration.mutes.submitting') : t('chatModeration.mutes.submit')}
        </Button>
      </div>
    </form>
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
                    <span className="text-sm text-muted-foreground">{t('chatModeration.mutes.until', { time: formatDateTime(mute.mutedUntil) })}</span>
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
                        onError: reportFailure,
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
