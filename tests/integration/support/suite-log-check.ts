import { afterAll } from 'vitest';
import { assertNoPersonalDataLogged, suiteLogs } from './log-capture.ts';

// Setup file of the integration projects: registered before the test file's own hooks, this runs
// after them (Vitest runs afterAll hooks as a stack), so logs written while apps close count too.
afterAll(() => assertNoPersonalDataLogged(suiteLogs));
