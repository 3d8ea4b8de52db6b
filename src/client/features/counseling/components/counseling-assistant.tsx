import * as React from 'react';
import { Link } from 'react-router';
import { Bot, Send, Trash2, User } from 'lucide-react';
import { COUNSELING_GREETING, COUNSELING_PLACEHOLDER, type CounselingMessageType, type CounselingReply, type DebtAnalysis } from '#shared/contracts/counseling.ts';
import { formatDollars } from '#shared/format/money.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import '#client/i18n/en/counseling.ts';
import { useCounselingConversation, useCounselingConversations, useDeleteCounselingConversation } from '../api/counseling-conversations.ts';
import { useSendCounselingMessage } from '../api/send-counseling-message.ts';
import { newSessionId } from '../lib/session-id.ts';
import { replyParts } from '../lib/reply-links.ts';

interface ShownMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  type: CounselingMessageType;
  links?: CounselingReply['links'];
  notice?: string;
}

const RISK_VARIANT: Record<DebtAnalysis['riskLevel'], 'success' | 'warning' | 'destructive'> = { low: 'success', medium: 'warning', high: 'destructive' };

/** Spec 2.14's analysis card: Total Debt, Monthly Income, Risk Level badge, AI Confidence, Recommendation. */
export function AnalysisCard({ analysis }: { analysis: DebtAnalysis }) {
  const t = useT();
  return (
    <section aria-labelledby="debt-analysis-heading" className="rounded-lg border border-border bg-card p-4" data-testid="debt-analysis">
      <h3 id="debt-analysis-heading" className="mb-3 text-lg font-semibold">
        {t('counseling.analysis.heading')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-muted-foreground">{t('counseling.analysis.totalDebt')}</dt>
          <dd className="text-lg font-semibold">{formatDollars(analysis.totalDebt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('counseling.analysis.monthlyIncome')}</dt>
          <dd className="text-lg font-semibold">{formatDollars(analysis.monthlyIncome)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('counseling.analysis.riskLevel')}</dt>
          <dd>
            <Badge variant={RISK_VARIANT[analysis.riskLevel]}>{t(`counseling.risk.${analysis.riskLevel}`)}</Badge>
            {analysis.riskScore !== undefined && <span className="ml-2 text-sm text-muted-foreground">{t('counseling.analysis.riskScore', { score: analysis.riskScore })}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('counseling.analysis.confidence')}</dt>
          <dd className="text-lg font-semibold">{analysis.confidence}%</dd>
        </div>
      </dl>
      <p className="mt-3">
        <span className="font-medium">{t('counseling.analysis.recommendation')} </span>
        {analysis.recommendationLabel ?? t(`counseling.recommendation.${analysis.recommendation}` as MessageKey)}
      </p>
    </section>
  );
}

/** Site paths and outside addresses in a reply become links; everything else stays text. */
function ReplyText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words">
      {replyParts(text).map((part, index) =>
        part.kind === 'site' ? (
          <Link key={index} to={part.text} className="font-medium text-link underline underline-offset-4 hover:text-link-hover">
            {part.text}
          </Link>
        ) : part.kind === 'external' ? (
          <a key={index} href={part.text} target="_blank" rel="noopener noreferrer" className="font-medium text-link underline underline-offset-4 hover:text-link-hover">
            {part.text}
          </a>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </p>
  );
}

function MessageBubble({ message }: { message: ShownMessage }) {
  const t = useT();
  const mine = message.role === 'user';
  const external = message.links?.filter((link) => /^https?:/.test(link.href)) ?? [];
  return (
    <li className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
      <span className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden="true">
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className={`max-w-[85%] rounded-lg px-3 py-2 ${mine ? 'bg-primary text-primary-foreground' : message.type === 'escalation' ? 'border border-warning bg-warning-soft text-warning-soft-foreground' : 'bg-muted'}`}>
        <span className="sr-only">{t(mine ? 'counseling.youSaid' : 'counseling.assistantSaid')}</span>
        {message.notice && <p className="mb-1 text-sm italic">{message.notice}</p>}
        {mine ? <p className="whitespace-pre-line break-words">{message.content}</p> : <ReplyText text={message.content} />}
        {external.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {external.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-4">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function EarlierConversation({ id, label, onDelete, deleting }: { id: string; label: string; onDelete: () => void; deleting: boolean }) {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  const conversation = useCounselingConversation(id, open);
  return (
    <li className="rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <details onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)} className="min-w-0 flex-1">
          <summary className="cursor-pointer font-medium">{label}</summary>
          {conversation.isPending && open && <p className="mt-2 text-sm text-muted-foreground">{t('counseling.loading')}</p>}
          {conversation.data && (
            <ul className="mt-2 flex flex-col gap-2">
              {conversation.data.messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </ul>
          )}
        </details>
        <Button variant="outline" size="sm" onClick={onDelete} disabled={deleting} aria-label={t('counseling.deleteConversation', { label })}>
          <Trash2 aria-hidden="true" />
          {t('counseling.delete')}
        </Button>
      </div>
    </li>
  );
}

function EarlierConversations({ currentSessionId }: { currentSessionId: string }) {
  const t = useT();
  const conversations = useCounselingConversations();
  const remove = useDeleteCounselingConversation();
  const earlier = (conversations.data ?? []).filter((c) => c.sessionId !== currentSessionId);
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="earlier-conversations-heading" className="flex flex-col gap-2">
      <h3 id="earlier-conversations-heading" className="text-lg font-semibold">
        {t('counseling.earlier.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('counseling.earlier.intro')}</p>
      <ul className="flex flex-col gap-2">
        {earlier.map((conversation) => {
          const when = new Date(conversation.updatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
          const label = conversation.analysis
            ? t('counseling.earlier.labelWithDebt', { when, count: conversation.messageCount, totalDebt: formatDollars(conversation.analysis.totalDebt) })
            : t('counseling.earlier.label', { when, count: conversation.messageCount });
          return (
            <EarlierConversation
              key={conversation.id}
              id={conversation.id}
              label={label}
              deleting={remove.isPending}
              onDelete={() => remove.mutate(conversation.id, { onError: (error) => reportApiFailure(error, { title: t('counseling.deleteFailedTitle'), fallback: t('counseling.deleteFailed') }) })}
            />
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The counseling assistant (spec 2.14): greeting, the conversation, a typing indicator while the
 * answer comes, the analysis card once the engine has the figures, the note, and the person's
 * earlier conversations. One session id per page visit.
 */
export default function CounselingAssistant() {
  const t = useT();
  const [sessionId] = React.useState(newSessionId);
  const [messages, setMessages] = React.useState<ShownMessage[]>(() => [
    { id: 'greeting', role: 'assistant', content: COUNSELING_GREETING, timestamp: new Date().toISOString(), type: 'question' },
  ]);
  const [analysis, setAnalysis] = React.useState<DebtAnalysis | null>(null);
  const [draft, setDraft] = React.useState('');
  const [partial, setPartial] = React.useState('');
  const send = useSendCounselingMessage();
  const listEnd = React.useRef<HTMLLIElement>(null);
  const inputId = React.useId();

  React.useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, send.isPending]);

  const submit = () => {
    const message = draft.trim();
    if (!message || send.isPending) return;
    setMessages((current) => [...current, { id: `user-${current.length}`, role: 'user', content: message, timestamp: new Date().toISOString(), type: 'question' }]);
    setDraft('');
    setPartial('');
    send.mutate(
      { request: { message, sessionId, context: analysis }, onDelta: setPartial },
      {
        onSuccess: (reply) => {
          setMessages((current) => [
            ...current,
            { id: `assistant-${current.length}`, role: 'assistant', content: reply.response, timestamp: new Date().toISOString(), type: reply.type, ...(reply.links ? { links: reply.links } : {}), ...(reply.notice ? { notice: reply.notice } : {}) },
          ]);
          if (reply.analysis) setAnalysis(reply.analysis);
        },
        onError: (error) => reportApiFailure(error, { title: t('counseling.connectionErrorTitle'), fallback: t('counseling.connectionError') }),
        onSettled: () => setPartial(''),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {analysis && <AnalysisCard analysis={analysis} />}
      <div className="flex flex-col gap-3 rounded-lg border border-border p-3">
        <div className="max-h-[28rem] overflow-y-auto" role="log" aria-live="polite" aria-label={t('counseling.logLabel')} tabIndex={0}>
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {send.isPending && (
            <li className="flex gap-2" data-testid="typing-indicator">
              <span className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden="true">
                <Bot className="size-4" />
              </span>
              <div className="max-w-[85%] rounded-lg bg-muted px-3 py-2">
                {partial ? (
                  <p className="whitespace-pre-line break-words">{partial}</p>
                ) : (
                  <span className="flex items-center gap-1" role="status">
                    <span className="sr-only">{t('counseling.typing')}</span>
                    <span className="size-2 animate-bounce rounded-full bg-muted-foreground" aria-hidden="true" />
                    <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:150ms]" aria-hidden="true" />
                    <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:300ms]" aria-hidden="true" />
                  </span>
                )}
              </div>
            </li>
          )}
          <li ref={listEnd} aria-hidden="true" />
        </ul>
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('counseling.inputLabel')}
          </label>
          <Textarea
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            placeholder={COUNSELING_PLACEHOLDER}
            rows={2}
            maxLength={2000}
            className="min-h-12"
          />
          <Button type="submit" disabled={!draft.trim() || send.isPending}>
            <Send aria-hidden="true" />
            {t('counseling.send')}
          </Button>
        </form>
      </div>
      <EarlierConversations currentSessionId={sessionId} />
    </div>
  );
}
