import * as React from 'react';
import { SendHorizontal } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { MessageBubble } from './message-bubble.tsx';
import { RoomList } from './room-list.tsx';
import '#client/i18n/en/chat.ts';

/** The four fixed sample rooms of spec 2.13. */
const DEMO_ROOMS: ReadonlyArray<{ id: number; name: MessageKey; type: string; description: MessageKey }> = [
  { id: 1, name: 'chat.demo.room1Name', type: 'general', description: 'chat.demo.room1Description' },
  { id: 2, name: 'chat.demo.room2Name', type: 'chapter7', description: 'chat.demo.room2Description' },
  { id: 3, name: 'chat.demo.room3Name', type: 'chapter13', description: 'chat.demo.room3Description' },
  { id: 4, name: 'chat.demo.room4Name', type: 'support', description: 'chat.demo.room4Description' },
];

/** Three sample messages; fixed times, so prerendered HTML and the browser agree. */
const DEMO_MESSAGES: ReadonlyArray<{ id: number; name: MessageKey; message: MessageKey; time: string }> = [
  { id: 1, name: 'chat.demo.message1Name', message: 'chat.demo.message1Text', time: '10:15 AM' },
  { id: 2, name: 'chat.demo.message2Name', message: 'chat.demo.message2Text', time: '10:18 AM' },
  { id: 3, name: 'chat.demo.message3Name', message: 'chat.demo.message3Text', time: '10:22 AM' },
];

/** The input of the preview: shown as the real one looks, but disabled (spec 2.13). */
function DemoComposer({ roomName }: { roomName: string }) {
  const t = useT();
  const fieldId = React.useId();
  const hintId = React.useId();
  return (
    <div className="flex flex-col gap-2 border-t border-border p-3 sm:p-4">
      <label htmlFor={fieldId} className="sr-only">
        {t('chat.inputLabel', { room: roomName })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea id={fieldId} disabled placeholder={t('chat.demo.placeholder')} rows={2} aria-describedby={hintId} className="min-h-12 resize-none" />
        <Button disabled className="min-h-12">
          <SendHorizontal aria-hidden="true" />
          <span className="max-[380px]:sr-only">{t('chat.send')}</span>
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('chat.demo.hint')}
      </p>
    </div>
  );
}

/** What visitors see (spec 2.13): a non-working preview of the chat and an invitation to sign in. */
export function ChatDemo({ loginHref, headingLevel }: { loginHref: string; headingLevel: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rooms = DEMO_ROOMS.map((room) => ({ id: room.id, name: t(room.name), type: room.type, description: t(room.description) }));
  const firstRoom = rooms[0]!;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Heading className="text-2xl font-semibold">{t('chat.demo.heading')}</Heading>
        <Badge variant="warning">{t('chat.demo.badge')}</Badge>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <RoomList rooms={rooms} selectedRoomId={firstRoom.id} headingLevel={headingLevel === 2 ? 3 : 4} />
        <div className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-3 py-3 sm:px-4">
            <p className="text-lg font-semibold">{firstRoom.name}</p>
            <p className="text-sm text-muted-foreground">{t('chat.demo.sampleNote')}</p>
          </div>
          {/* Focusable so keyboard users can scroll it on small screens. */}
          <div role="region" aria-label={t('chat.demo.messagesLabel')} tabIndex={0} className="h-96 overflow-y-auto px-3 py-3 sm:px-4">
            <ol className="flex flex-col gap-3">
              {DEMO_MESSAGES.map((sample) => (
                <MessageBubble
                  key={sample.id}
                  message={{ id: sample.id, displayName: t(sample.name), message: t(sample.message), createdAt: '' }}
                  isOwn={false}
                  timeText={sample.time}
                />
              ))}
            </ol>
          </div>
          <DemoComposer roomName={firstRoom.name} />
        </div>
      </div>
      <Card className="items-start bg-accent">
        <CardHeader>
          <CardTitle as={headingLevel === 2 ? 'h3' : 'h4'}>{t('chat.demo.joinTitle')}</CardTitle>
          <CardDescription className="text-base text-foreground">{t('chat.demo.joinText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <a href={loginHref} className={cn(buttonVariants({ size: 'lg' }))}>
            {t('chat.demo.signIn')}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
