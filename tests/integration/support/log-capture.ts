import { Writable } from 'node:stream';

/** What must never reach a log: email addresses, Social Security numbers, password hashes. */
const PERSONAL_DATA = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g, /\b\d{3}-\d{2}-\d{4}\b/g, /scrypt\$/g];

/** The personal data found in log text, in the order of the patterns above. */
export function findPersonalData(logText: string): string[] {
  return PERSONAL_DATA.flatMap((pattern) => [...logText.matchAll(pattern)].map((m) => m[0]));
}

/** A log destination that keeps each line in `lines`, for `buildApp`'s `logStream`. */
export function logCapture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
