import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PREPARATION_ITEM_IDS, type PreparationItemId } from '#shared/contracts/preparation-items.ts';
import type { PreparationChecklist } from '#shared/contracts/preparation.ts';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { toast, type ToastHandle } from '#client/hooks/use-toast.ts';
import { t } from '#client/i18n/i18n.ts';
import { preparationKeys, usePreparationChecklist } from '../api/get-preparation-checklist.ts';
import { savePreparationChecklist } from '../api/save-preparation-checklist.ts';
import { localTicksStore } from '../lib/local-ticks-store.ts';
import { orderedIds } from '../lib/local-ticks.ts';
import '#client/i18n/en/preparation.ts';

/** Ticks are sent to the server this long after the last change, so quick ticking makes one request. */
export const SAVE_DELAY_MS = 800;

/**
 * Where the ticks live: `local` (this browser: visitors, or when the account's ticks could not be
 * loaded), `account-loading` (signed in, waiting for the saved ticks) or `account`.
 */
export type TicksMode = 'local' | 'account-loading' | 'account';

export interface ChecklistTicks {
  ticked: ReadonlySet<string>;
  mode: TicksMode;
  hasLoadError: boolean;
  isSaving: boolean;
  setTicked: (id: PreparationItemId, isTicked: boolean) => void;
}

// The last "not saved" toast: a later save that works closes it (the problem is gone).
let saveErrorToast: ToastHandle | null = null;

function showSaveError(): void {
  saveErrorToast = toast({ variant: 'destructive', title: t('preparation.saveFailedTitle'), description: t('preparation.saveFailedText') });
}

function clearSaveError(): void {
  saveErrorToast?.dismiss();
  saveErrorToast = null;
}

/**
 * The preparation checklist's ticks (spec 2.5): a visitor's stay in this browser; a signed-in
 * user's are loaded from and saved to their account (a debounced PUT). Ticks made as a visitor
 * are added to the account the first time it loads.
 */
export function useChecklistTicks(): ChecklistTicks {
  const isAuthenticated = useAuthField('isAuthenticated');
  const queryClient = useQueryClient();
  const local = React.useSyncExternalStore(localTicksStore.subscribe, localTicksStore.getSnapshot, localTicksStore.getServerSnapshot);
  const server = usePreparationChecklist(isAuthenticated);
  const [isSaving, setIsSaving] = React.useState(false);
  const pendingSave = React.useRef<{ timer: ReturnType<typeof setTimeout>; ids: PreparationItemId[] } | null>(null);

  const hasLoadError = isAuthenticated && server.isError;
  const mode: TicksMode = !isAuthenticated || server.isError ? 'local' : server.data ? 'account' : 'account-loading';

  const accountIds = server.data?.checkedItemIds;
  const ticked = React.useMemo(
    () => new Set<string>(mode === 'account' ? [...(accountIds ?? []), ...local] : local),
    [mode, accountIds, local],
  );

  const saveNow = React.useCallback(async (ids: PreparationItemId[]) => {
    setIsSaving(true);
    try {
      await savePreparationChecklist({ checkedItemIds: ids });
      clearSaveError();
      return true;
    } catch {
      showSaveError();
      return false;
    } finally {
      setIsSaving(false);
    }
  }, []);

  // Ticks made as a visitor join the account once its ticks have loaded, then leave the browser.
  const hasMergedLocal = React.useRef(false);
  const changeCount = React.useRef(0);
  React.useEffect(() => {
    if (mode !== 'account' || hasMergedLocal.current || local.length === 0) return;
    hasMergedLocal.current = true;
    const merged = orderedIds([...(accountIds ?? []), ...local], PREPARATION_ITEM_IDS);
    const changesBefore = changeCount.current;
    void saveNow(merged).then((ok) => {
      // A tick made while this save was on its way already holds the merged ticks and newer ones.
      if (!ok || changeCount.current !== changesBefore) return;
      queryClient.setQueryData<PreparationChecklist>(preparationKeys.checklist(), { checkedItemIds: merged });
      localTicksStore.write([]);
    });
  }, [mode, local, accountIds, queryClient, saveNow]);

  // Leaving the page sends a save that is still waiting.
  React.useEffect(
    () => () => {
      const pending = pendingSave.current;
      if (!pending) return;
      clearTimeout(pending.timer);
      pendingSave.current = null;
      void savePreparationChecklist({ checkedItemIds: pending.ids }).catch(showSaveError);
    },
    [],
  );

  const setTicked = React.useCallback(
    (id: PreparationItemId, isTicked: boolean) => {
      // A visitor's ticks are read from the store: a tick made before hydration is reported while
      // this render still shows the prerendered state (nothing ticked), not the ticks kept here.
      const next = new Set<string>(mode === 'local' ? localTicksStore.getSnapshot() : ticked);
      if (isTicked) next.add(id);
      else next.delete(id);
      const ids = orderedIds(next, PREPARATION_ITEM_IDS);

      if (mode !== 'account') {
        localTicksStore.write(ids);
        return;
      }
      // Shown at once; saved shortly after the last change (with any ticks still in the browser).
      changeCount.current += 1;
      queryClient.setQueryData<PreparationChecklist>(preparationKeys.checklist(), { checkedItemIds: ids });
      if (local.length > 0) {
        hasMergedLocal.current = true;
        localTicksStore.write([]);
      }
      if (pendingSave.current) clearTimeout(pendingSave.current.timer);
      pendingSave.current = {
        ids,
        timer: setTimeout(() => {
          pendingSave.current = null;
          void saveNow(ids);
        }, SAVE_DELAY_MS),
      };
    },
    [ticked, mode, local, queryClient, saveNow],
  );

  return { ticked, mode, hasLoadError, isSaving, setTicked };
}
