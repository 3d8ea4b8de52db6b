import * as React from 'react';
import { chatRoomInputSchema, type ChatRoom } from '#shared/contracts/chat.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { useAdminChatRooms, useSaveChatRoom, type ChatRoomInput } from '../api/chat-rooms.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/chat-moderation.ts';

const STYLED_TYPES = ['general', 'chapter7', 'chapter13', 'support'];

type Editing = { mode: 'create' } | { mode: 'edit'; room: ChatRoom } | null;

function RoomForm({ editing, onDone }: { editing: Exclude<Editing, null>; onDone: () => void }) {
  const t = useT();
  const room = editing.mode === 'edit' ? editing.room : null;
  const save = useSaveChatRoom();
  const form = useZodForm<ChatRoomInput>({
    schema: chatRoomInputSchema,
    defaultValues: { name: room?.name ?? '', type: room?.type ?? 'general', description: room?.description ?? '', isArchived: room?.isArchived ?? false },
    idPrefix: 'chat-room',
  });
  const datalistId = React.useId();

  const onValidSubmit = async (input: ChatRoomInput) => {
    const saved = await save.mutateAsync(room ? { id: room.id, ...input } : input);
    toast({ title: t(room ? 'chatModeration.rooms.savedTitle' : 'chatModeration.rooms.createdTitle'), description: saved.name });
    onDone();
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{t(room ? 'chatModeration.rooms.editHeading' : 'chatModeration.rooms.createHeading')}</DialogTitle>
      </DialogHeader>
      <ZodForm
        form={form}
        onValidSubmit={onValidSubmit}
        onSubmitError={(error) => reportApiFailure(error, { title: t('chatModeration.failedTitle'), fallback: t('chatModeration.failedText') })}
        className="flex min-w-0 flex-col gap-4"
      >
        <TextField name="name" label={t('chatModeration.rooms.name')} maxLength={80} />
        <TextField name="type" label={t('chatModeration.rooms.type')} hint={t('chatModeration.rooms.typeHint')} list={datalistId} maxLength={40} autoComplete="off" spellCheck={false} />
        <datalist id={datalistId}>
          {STYLED_TYPES.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
        <TextareaField name="description" label={t('chatModeration.rooms.description')} maxLength={300} rows={3} />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {t('chatModeration.rooms.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('chatModeration.rooms.saving') : t('chatModeration.rooms.save')}
          </Button>
        </DialogFooter>
      </ZodForm>
    </DialogContent>
  );
}

function RoomItem({ room, onEdit }: { room: ChatRoom; onEdit: () => void }) {
  const t = useT();
  const save = useSaveChatRoom();
  const toggleArchived = () =>
    save.mutate(
      { id: room.id, name: room.name, type: room.type, description: room.description, isArchived: !room.isArchived },
      {
        onSuccess: () =>
          toast(
            room.isArchived
              ? { title: t('chatModeration.rooms.unarchivedTitle'), description: t('chatModeration.rooms.unarchivedText', { name: room.name }) }
              : { title: t('chatModeration.rooms.archivedTitle'), description: t('chatModeration.rooms.archivedText', { name: room.name }) },
          ),
        onError: (error) => reportApiFailure(error, { title: t('chatModeration.failedTitle'), fallback: t('chatModeration.failedText') }),
      },
    );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{room.name}</span>
          <Badge variant="outline">{room.type}</Badge>
          {room.isArchived ? <Badge variant="secondary">{t('chatModeration.rooms.archivedBadge')}</Badge> : null}
        </span>
        {room.description ? <span className="text-sm text-muted-foreground">{room.description}</span> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('chatModeration.rooms.editLabel', { name: room.name })}>
          {t('chatModeration.rooms.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={toggleArchived}
          disabled={save.isPending}
          aria-label={t(room.isArchived ? 'chatModeration.rooms.unarchiveLabel' : 'chatModeration.rooms.archiveLabel', { name: room.name })}
        >
          {t(room.isArchived ? 'chatModeration.rooms.unarchive' : 'chatModeration.rooms.archive')}
        </Button>
      </div>
    </li>
  );
}

/** Every room, archived ones included: create, edit, archive and unarchive. */
export function RoomsSection() {
  const t = useT();
  const rooms = useAdminChatRooms();
  const [editing, setEditing] = React.useState<Editing>(null);
  return (
    <section aria-labelledby="chat-moderation-rooms" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="chat-moderation-rooms" className="text-lg font-semibold">
          {t('chatModeration.rooms.heading')}
        </h3>
        <Button onClick={() => setEditing({ mode: 'create' })}>{t('chatModeration.rooms.create')}</Button>
      </div>
      <QueryState query={rooms}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('chatModeration.rooms.empty')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((room) => (
                <RoomItem key={room.id} room={room} onEdit={() => setEditing({ mode: 'edit', room })} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? <RoomForm key={editing.mode === 'edit' ? editing.room.id : 'new'} editing={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </section>
  );
}
