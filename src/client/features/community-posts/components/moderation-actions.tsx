import { Check, X } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/admin.ts';

/** Published or Draft (spec 2.17). */
export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  const t = useT();
  return <Badge variant={isPublished ? 'success' : 'warning'}>{isPublished ? t('admin.status.published') : t('admin.status.draft')}</Badge>;
}

/** 'Approve & Publish' only while not approved; 'Reject' always (spec 2.17). */
export function ModerationActions({
  isApproved,
  isPending,
  itemLabel,
  onApprove,
  onReject,
}: {
  isApproved: boolean;
  isPending: boolean;
  /** Names the item for screen readers ("story by Maria L."). */
  itemLabel: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      {isApproved ? null : (
        <Button size="sm" disabled={isPending} onClick={onApprove}>
          <Check aria-hidden="true" />
          {t('admin.approve')}
          <span className="sr-only">: {itemLabel}</span>
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={isPending} onClick={onReject}>
        <X aria-hidden="true" />
        {t('admin.reject')}
        <span className="sr-only">: {itemLabel}</span>
      </Button>
    </div>
  );
}
