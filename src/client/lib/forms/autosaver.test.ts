import { describe, expect, it } from 'vitest';
import { createAutosaver, type AutosaveStatus, type SaveProblem } from './autosaver.ts';

/** Timers we advance by hand, so the test reads as a timeline. */
function manualTimers() {
  let now = 0;
  const queue: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  return {
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++;
      queue.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (handle: unknown) => {
      const index = queue.findIndex((entry) => entry.id === handle);
      if (index >= 0) queue.splice(index, 1);
    },
    async advance(ms: number) {
      now += ms;
      for (;;) {
        const due = queue.filter((entry) => entry.at <= now).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        queue.splice(queue.indexOf(due), 1);
        due.run();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

function setup(save: (values: string) => Promise<void>, problemOf?: (error: unknown) => SaveProblem) {
  const timers = manualTimers();
  const statuses: AutosaveStatus[] = [];
  const saver = createAutosaver<string>({ save, delayMs: 800, retryMs: 5000, onStatus: (status) => statuses.push(status), timers, ...(problemOf ? { problemOf } : {}) });
  return { timers, statuses, saver };
}

describe('createAutosaver', () => {
  it('saves once typing pauses, with the newest answers only', async () => {
    const saved: string[] = [];
    const { timers, saver, statuses } = setup(async (values) => void saved.push(values));
    saver.change('J');
    await timers.advance(300);
    saver.change('Ja');
    await timers.advance(300);
    saver.change('Jane');
    await timers.advance(799);
    expect(saved).toEqual([]);
    await timers.advance(1);
    expect(saved).toEqual(['Jane']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('never runs two saves at once and saves what changed during a save afterwards', async () => {
    const saved: string[] = [];
    let release: () => void = () => undefined;
    let running = 0;
    let maxRunning = 0;
    const { timers, saver } = setup(
      (values) =>
        new Promise<void>((resolve) => {
          running++;
          maxRunning = Math.max(maxRunning, running);
          release = () => {
            running--;
            saved.push(values);
            resolve();
          };
        }),
    );
    saver.change('first');
    await timers.advance(800);
    saver.change('second');
    await timers.advance(800);
    expect(maxRunning).toBe(1);
    release();
    await timers.advance(0);
    release();
    await timers.advance(0);
    expect(saved).toEqual(['first', 'second']);
    expect(maxRunning).toBe(1);
  });

  it('tries a failed save again after the retry wait, keeping newer answers if any', async () => {
    const attempts: string[] = [];
    let shouldFail = true;
    const { timers, saver, statuses } = setup(async (values) => {
      attempts.push(values);
      if (shouldFail) throw new Error('offline');
    });
    saver.change('answers');
    await timers.advance(800);
    expect(statuses.at(-1)).toBe('failed');
    shouldFail = false;
    await timers.advance(4999);
    expect(attempts).toEqual(['answers']);
    await timers.advance(1);
    expect(attempts).toEqual(['answers', 'answers']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flush saves what is waiting at once', async () => {
    const saved: string[] = [];
    const { saver } = setup(async (values) => void saved.push(values));
    saver.change('leaving the page');
    await saver.flush();
    expect(saved).toEqual(['leaving the page']);
  });

  it('says "saved" only after the save resolved, and flush answers whether it was saved', async () => {
    let shouldFail = true;
    const { saver, statuses } = setup(async () => {
      if (shouldFail) throw new Error('refused');
    });
    saver.change('answers');
    expect(await saver.flush()).toBe(false);
    expect(statuses).not.toContain('saved');
    shouldFail = false;
    expect(await saver.flush()).toBe(true);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('after the session ended, keeps the answers without trying on a timer, and saves them when told the person is back', async () => {
    const attempts: string[] = [];
    let isSignedIn = false;
    const { timers, saver, statuses } = setup(
      async (values) => {
        attempts.push(values);
        if (!isSignedIn) throw new Error('401');
      },
      () => 'signedOut',
    );
    saver.change('new amount');
    await timers.advance(800);
    expect(statuses.at(-1)).toBe('signedOut');
    await timers.advance(60_000);
    expect(attempts).toEqual(['new amount']);
    isSignedIn = true;
    saver.retry();
    await timers.advance(0);
    expect(attempts).toEqual(['new amount', 'new amount']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('offline, says so and keeps trying after the retry wait', async () => {
    const attempts: string[] = [];
    let isOnline = false;
    const { timers, saver, statuses } = setup(
      async (values) => {
        attempts.push(values);
        if (!isOnline) throw new TypeError('Failed to fetch');
      },
      () => 'offline',
    );
    saver.change('answers');
    await timers.advance(800);
    expect(statuses.at(-1)).toBe('offline');
    await timers.advance(5000);
    expect(attempts).toHaveLength(2);
    isOnline = true;
    await timers.advance(5000);
    expect(statuses.at(-1)).toBe('saved');
  });
});
