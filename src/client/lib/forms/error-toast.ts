import type { ToastHandle } from '#client/hooks/use-toast.ts';

export type ErrorToastCause = 'fields' | 'sending';

/**
 * The toast that reports a form's problem, which must not outlive the problem (issue 17): one
 * about the fields closes once they are fixed, one about sending when a later submit goes through.
 */
export function createErrorToastHolder() {
  let held: { toast: ToastHandle; cause: ErrorToastCause } | null = null;
  return {
    hold(toast: ToastHandle | void, cause: ErrorToastCause) {
      held = toast ? { toast, cause } : null;
    },
    /** Closes the held toast (only if it is about `cause`, when given). */
    close(cause?: ErrorToastCause) {
      if (!held || (cause && held.cause !== cause)) return;
      held.toast.dismiss();
      held = null;
    },
  };
}
