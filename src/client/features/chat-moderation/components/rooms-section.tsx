import * as React from 'react';
import type { ChatRoom } from '#shared/contracts/chat.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { useAdminChatRooms, useSaveChatRoom, type ChatRoomInput } from '../api/chat-rooms.ts';
import { reportFailure } from '../lib/report-failure.ts';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/chat-moderation.ts';

const STYLED_TYPES = ['general', 'chapter7', 'chapter13', 'support'];
const TYPE_PATTERN = /^[a-z0-9-]+$/;

type Editing = { mode: 'create' } | { mode: 'edit'; room: ChatRoom } | null;

function RoomForm({ editing, onDone }: { editing: Exclude<Editing, null>; onDone: () => void }) {
  const t = useT();
  const ids = { name: React.useId(), type: React.useId(), description: React.useId(), typeHint: React.useId(), datalist: React.useId(), nameError: React.useId(), typeError: React.useId() };
  const room = editing.mode === 'edit' ? editing.room : null;
  const [name, setName] = React.useState(room?.name ?? '');
  const [type, setType] = React.useState(room?.type ?? 'general');
  const [description, setDescription] = React.useState(room?.description ?? '');
  const [errors, setErrors] = React.useState<{ name?: string; type?: string }>({});
  const save = useSaveChatRoom();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: { name?: string; type?: string } = {};
    if (name.trim() === '') next.name = t('chatModeration.rooms.nameRequired');
    if (!TYPE_PATTERN.test(type.trim())) next.type = t('chatModeration.rooms.typeInvalid');
    setErrors(next);
    if (next.name || next.type) return;
    const input: ChatRoomInput = { name: name.trim(), type: type.trim(), description: description.trim(), isArchived: room?.isArchived ?? false };
    save.mutate(room ? { id: room.id, ...input } : input, {
      onSuccess: (saved) => {
        toast({ title: t(room ? 'chatModeration.rooms.savedTitle' : 'chatModeration.rooms.createdTitle'), description: saved.name });
        onDone();
      },
      onError: reportFailure,
    });
  };

  return (
    <DialogContent>
      <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
        <DialogHeader>
          <DialogTitle>{t(room ? 'chatModeration.rooms.editHeading' : 'chatModeration.rooms.createHeading')}</DialogTitle>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.name}>{t('chatModeration.rooms.name')}</Label>
          <Input
            id={ids.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={80}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? ids.nameError : undefined}
          />
          <FieldError id={ids.nameError}>{errors.name}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.type}>{t('chatModeration.rooms.type')}</Label>
          <Input
            id={ids.type}
            value={type}
            onChange={(event) => setType(event.target.value)}
            list={ids.datalist}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={errors.type ? `${ids.typeError} ${ids.typeHint}` : ids.typeHint}
          />
          <datalist id={ids.datalist}>
            {STYLED_TYPES.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
          <p id={ids.typeHint} className="text-sm text-muted-foreground">
            {t('chatModeration.rooms.typeHint')}
          </p>
          <FieldError id={ids.typeError}>{errors.type}</FieldError>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.description}>{t('chatModeration.rooms.description')}</Label>
          <Textarea id={ids.description} value={description} onChange={(event) => setDescription(event.target.value)} maxLength={300} rows={3} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {t('chatModeration.rooms.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('chatModeration.rooms.saving') : t('chatModeration.rooms.save')}
          </Button>
        </DialogFooter>
      </form>
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
        onError: reportFailure,
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
