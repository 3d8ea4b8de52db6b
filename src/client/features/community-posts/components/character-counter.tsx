import { formatCount } from '#shared/format/money.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { characterCount } from '../lib/character-count.ts';
import '#client/i18n/en/community-posts.ts';

/** The count under a text box; link it to the box with aria-describedby. */
export function CharacterCounter({ id, text, limit }: { id: string; text: string; limit: number }) {
  const t = useT();
  const { count, isNearLimit } = characterCount(text, limit);
  return (
    <p id={id} className={cn('text-right text-sm tabular-nums', isNearLimit ? 'font-medium text-warning-soft-foreground' : 'text-muted-foreground')}>
      {t('communityPosts.characterCount', { count: formatCount(count), limit: formatCount(limit) })}
    </p>
  );
}
