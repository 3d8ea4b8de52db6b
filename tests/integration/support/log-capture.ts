import { Writable } from 'node:stream';

/** What must never reach a log: email addresses, Social Security numbers, password hashes. */
const PERSONAL_DATA = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g, /\b\d{3}-\d{2}-\d{4}\b/g, /scrypt\$/g];

/** The personal data found in log text, in the order of the patterns above. */
export function findPersonalData(logText: string): string[] {
  return PERSONAL_DATA.flatMap((pattern) => [...logText.matchAll(pattern)].map((m) => m[0]));
}

/** A log line that held personal data, with what was found in it. */
export interface LogFinding {
  found: string[];
  line: string;
}

/**
 * Log lines kept in memory (never printed) and checked as they arrive. Only the lines that hold
 * personal data are kept, so a suite's thousands of request lines cost nothing to hold.
 */
export interface LogCapture {
  /** Where an app writes its log lines. */
  stream: Writable;
  /** How many lines arrived, to prove an app writes here. */
  readonly lineCount: number;
  /** The offending lines found so far. */
  findings(): readonly LogFinding[];
  /** Returns and forgets the offending lines (for the test that proves the check can fail). */
  takeFindings(): LogFinding[];
}

export function createLogCapture(): LogCapture {
  let findings: LogFinding[] = [];
  let lineCount = 0;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line) continue;
        lineCount += 1;
        const found = findPersonalData(line);
        if (found.length > 0) findings.push({ found, line });
      }
      done();
    },
  });
  return {
    stream,
    get lineCount() {
      return lineCount;
    },
    findings: () => findings,
    takeFindings: () => {
      const taken = findings;
      findings = [];
      return taken;
    },
  };
}

/**
 * Every app the integration suite builds (createTestApp, buildTestApp) logs here; the suite's setup
 * file fails a test file whose apps logged personal data (support/suite-log-check.ts). One per
 * test file: Vitest gives each file its own modules.
 */
export const suiteLogs: LogCapture = createLogCapture();

/** Throws, naming each offending line, when the capture holds personal data. */
export function assertNoPersonalDataLogged(capture: LogCapture): void {
  const findings = capture.findings();
  if (findings.length === 0) return;
  const lines = findings.slice(0, 5).map(({ found, line }) => `  ${found.join(', ')} in ${line.slice(0, 400)}`);
  throw new Error(`The app logged personal data (${findings.length} line${findings.length === 1 ? '' : 's'}); logs must never hold emails, SSNs or password hashes:\n${lines.join('\n')}`);
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
