import { Link } from 'react-router';
import { Banknote, FileText, Home } from 'lucide-react';
import { PREPARATION_GROUPS, type PreparationGroupId, type PreparationItemId } from '#shared/contracts/preparation-items.ts';
import { useInternalLinkNavigation } from '#client/components/layout/prose.tsx';
import { loginUrl } from '#client/lib/auth/redirect-to-login.ts';
import { useT } from '#client/i18n/i18n.ts';
import { useChecklistTicks } from '../hooks/use-checklist-ticks.ts';
import '#client/i18n/en/preparation.ts';

export interface ChecklistGroup {
  id: PreparationGroupId;
  heading: string;
  items: ReadonlyArray<{ id: PreparationItemId; label: string; html: string }>;
}

const GROUP_ICONS = { 'financial-documents': Banknote, 'property-records': Home, 'debt-information': FileText } as const;

/**
 * Joins the checklist text (the `## ` sections of content/en/preparation.md) with the stable item
 * ids of the shared contract, by position. Throws when they disagree, which fails the build's
 * prerendering rather than saving ticks under the wrong item.
 */
/** The id of a group's card heading: the page's jump links point at it. */
export const checklistHeadingId = (groupId: string) => `checklist-${groupId}`;

export function toChecklistGroups(sections: ReadonlyArray<{ heading: string; items: ReadonlyArray<{ label: string; html: string }> }>): ChecklistGroup[] {
  if (sections.length !== PREPARATION_GROUPS.length) {
    throw new Error(`preparation.md has ${sections.length} sections; the checklist contract has ${PREPARATION_GROUPS.length} groups.`);
  }
  return PREPARATION_GROUPS.map((group, groupIndex) => {
    const section = sections[groupIndex]!;
    if (section.items.length !== group.itemIds.length) {
      throw new Error(`preparation.md section "${section.heading}" has ${section.items.length} items; group "${group.id}" has ${group.itemIds.length} ids.`);
    }
    return {
      id: group.id,
      heading: section.heading,
      items: section.items.map((item, index) => ({ id: group.itemIds[index]!, label: item.label, html: item.html })),
    };
  });
}

/** The three checklist cards with progress (spec 2.5). */
export function PreparationChecklist({ groups }: { groups: readonly ChecklistGroup[] }) {
  const t = useT();
  const followInternalLink = useInternalLinkNavigation();
  const { ticked, mode, hasLoadError, isSaving, setTicked } = useChecklistTicks();
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const done = groups.reduce((sum, group) => sum + group.items.filter((item) => ticked.has(item.id)).length, 0);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);

  return (
    <div className="flex flex-col gap-6">
      <div className="sticky top-0 z-10 -mx-4 flex flex-col gap-2 border-b border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-lg font-semibold" aria-live="polite">
            {t('preparation.progress', { done, total })}
          </p>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {mode === 'account' ? (isSaving ? t('preparation.saving') : t('preparation.savedToAccount')) : null}
            {mode === 'local' && !hasLoadError ? (
              <>
                {t('preparation.savedLocally')}{' '}
                <a href={loginUrl('/preparation')} className="text-link-inline font-medium">
                  {t('preparation.signInToSave')}
                </a>
              </>
            ) : null}
          </p>
        </div>
        {/* Jump links in the bar that stays on screen: the lists run long on a phone (issue 17). Here rather than the shared
            "On this page" component, whose chunk would push this page over its JavaScript budget. */}
        <nav aria-label={t('preparation.jumpTo')} data-testid="on-this-page">
          <ul className="flex flex-wrap gap-x-4 text-sm">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${checklistHeadingId(group.id)}`} className="inline-flex min-h-9 items-center font-medium text-link underline-offset-4 hover:underline">
                  {group.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="h-2.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        {hasLoadError ? <p className="text-sm text-muted-foreground">{t('preparation.loadFailed')}</p> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-3" onClick={followInternalLink}>
        {groups.map((group) => {
          const Icon = GROUP_ICONS[group.id];
          const groupDone = group.items.filter((item) => ticked.has(item.id)).length;
          const headingId = checklistHeadingId(group.id);
          return (
            <section key={group.id} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {group.heading}
                </h2>
                <span className="mt-1.5 shrink-0 text-sm font-medium text-muted-foreground">{t('preparation.groupProgress', { done: groupDone, total: group.items.length })}</span>
              </div>
              <ul className="flex flex-col gap-4">
                {group.items.map((item) => {
                  const inputId = `prep-${item.id}`;
                  const descriptionId = `${inputId}-text`;
                  return (
                    <li key={item.id} className="flex gap-3">
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={ticked.has(item.id)}
                        disabled={mode === 'account-loading'}
                        onChange={(event) => setTicked(item.id, event.target.checked)}
                        aria-describedby={descriptionId}
                        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                      />
                      <div className="flex min-w-0 flex-col gap-1">
                        <label htmlFor={inputId} className="cursor-pointer font-medium">
                          {item.label}
                        </label>
                        <p
                          id={descriptionId}
                          className="text-sm text-muted-foreground [&_a]:font-medium [&_a]:text-link [&_a]:underline"
                          dangerouslySetInnerHTML={{ __html: item.html }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground">
        <Link to="/forms" className="text-link-inline font-medium">
          {t('preparation.formsLink')}
        </Link>
      </p>
    </div>
  );
}
