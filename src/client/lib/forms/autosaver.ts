// Saves a long form's answers as they change: once typing pauses, one save at a time, always the
// newest answers, and a failed save tried again without losing what came after it. 'saved' is said
// only once the server acknowledged the save.

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'offline' | 'signedOut';

/** Why a save failed: the server refused it or broke ('failed'), no network ('offline'), or the session ended ('signedOut'). */
export type SaveProblem = Extract<AutosaveStatus, 'failed' | 'offline' | 'signedOut'>;

export interface AutosaverOptions<T> {
  save: (values: T) => Promise<void>;
  /** Quiet time after the last change before saving. */
  delayMs: number;
  /** Wait before trying a failed save again. */
  retryMs: number;
  /** The failed save's error comes with 'failed', 'offline' and 'signedOut'. */
  onStatus: (status: AutosaveStatus, error?: unknown) => void;
  /** What a failed save's error means; every failure is 'failed' without it. */
  problemOf?: (error: unknown) => SaveProblem;
  timers?: { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
}

export interface Autosaver<T> {
  /** The answers changed: save them after the quiet time. */
  change: (values: T) => void;
  /** Save now whatever is waiting (leaving a page); resolves true once it is saved, false when it failed. */
  flush: () => Promise<boolean>;
  /**
   * Try a failed save again now (back online, signed in again). After 'signedOut' nothing is tried
   * on a timer (every try would be refused): this, a change or `flush` tries again.
   */
  retry: () => void;
  /** Use this function for the next saves (a component's newest callback). */
  replaceSave: (save: (values: T) => Promise<void>) => void;
  /** Stop the timers and take no more changes; a save under way or a `flush` still completes. */
  dispose: () => void;
}

export function createAutosaver<T>(options: AutosaverOptions<T>): Autosaver<T> {
  const timers = options.timers ?? { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>) };
  let waiting: { values: T } | null = null;
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let isDisposed = false;
  let save = options.save;

  const schedule = (ms: number) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  };

  const run = async (): Promise<void> => {
    if (inFlight) {
      await inFlight;
      return run();
    }
    if (!waiting) return;
    const { values } = waiting;
    waiting = null;
    options.onStatus('saving');
    inFlight = save(values).then(
      () => {
        inFlight = null;
        if (!waiting) options.onStatus('saved');
      },
      (error: unknown) => {
        inFlight = null;
        // Newer answers replace the failed ones; otherwise the failed ones are tried again.
        waiting ??= { values };
        const problem = options.problemOf?.(error) ?? 'failed';
        options.onStatus(problem, error);
        if (!isDisposed && problem !== 'signedOut') schedule(options.retryMs);
      },
    );
    await inFlight;
  };

  return {
    replaceSave(next) {
      save = next;
    },
    change(values) {
      if (isDisposed) return;
      waiting = { values };
      options.onStatus('pending');
      schedule(options.delayMs);
    },
    async flush() {
      if (timer !== null) {
        timers.clearTimeout(timer);
        timer = null;
      }
      await run();
      return waiting === null;
    },
    retry() {
      if (waiting && !isDisposed) schedule(0);
    },
    dispose() {
      isDisposed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
