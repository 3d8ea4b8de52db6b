import * as React from 'react';
import type { ChatRoom } from '#shared/contracts/chat.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { RoomTypeBadge } from './room-type-badge.tsx';
import '#client/i18n/en/chat.ts';

export interface RoomListProps {
  rooms: readonly Pick<ChatRoom, 'id' | 'name' | 'type' | 'description'>[];
  selectedRoomId: number | null;
  /** Absent in the demo, where the rooms are only shown. */
  onSelect?: (roomId: number) => void;
  headingLevel: 2 | 3 | 4;
}

/** The left column (spec 2.13): each room's name, type badge and description. */
export function RoomList({ rooms, selectedRoomId, onSelect, headingLevel }: RoomListProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <Heading id={headingId} className="text-lg font-semibold">
        {t('chat.roomsHeading')}
      </Heading>
      <ul className="flex flex-col gap-2">
        {rooms.map((room) => {
          const isSelected = room.id === selectedRoomId;
          const body = (
            <>
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{room.name}</span>
                <RoomTypeBadge type={room.type} />
              </span>
              {room.description ? <span className="text-sm text-muted-foreground">{room.description}</span> : null}
            </>
          );
          const boxClass = cn(
            'flex w-full flex-col gap-1 rounded-md border px-3 py-2.5 text-left whitespace-normal',
            isSelected ? 'border-primary bg-accent shadow-[inset_4px_0_0_var(--color-primary)]' : 'border-border bg-card',
          );
          return (
            <li key={room.id}>
              {onSelect ? (
                <button
                  type="button"
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => onSelect(room.id)}
                  className={cn(boxClass, 'min-h-12 transition-colors', !isSelected && 'hover:bg-accent')}
                >
                  {body}
                </button>
              ) : (
                <div className={boxClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
