import { Badge } from '#client/components/ui/badge.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import '#client/i18n/en/chat.ts';

/** Each styled room type (spec 3) with its colours; every pair meets WCAG AA (over 7:1). */
const ROOM_TYPE_STYLES: Record<string, { label: MessageKey; className: string }> = {
  general: { label: 'chat.roomType.general', className: 'bg-secondary text-secondary-foreground' },
  chapter7: { label: 'chat.roomType.chapter7', className: 'bg-blue-100 text-blue-900' },
  chapter13: { label: 'chat.roomType.chapter13', className: 'bg-violet-100 text-violet-900' },
  support: { label: 'chat.roomType.support', className: 'bg-success-soft text-success-soft-foreground' },
};

/** The room's type as a badge; a type without a style of its own is shown neutrally. */
export function RoomTypeBadge({ type, className }: { type: string; className?: string }) {
  const t = useT();
  const style = Object.hasOwn(ROOM_TYPE_STYLES, type) ? ROOM_TYPE_STYLES[type] : undefined;
  return (
    <Badge variant="outline" data-room-type={type} className={cn('border-transparent', style ? style.className : 'border-border bg-muted text-foreground', className)}>
      {style ? t(style.label) : type}
    </Badge>
  );
}
