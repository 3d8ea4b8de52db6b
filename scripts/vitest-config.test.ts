import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config.ts';

type Project = { test?: { name?: string; include?: string[] } };
const unitInclude = () => ((config.test?.projects ?? []) as Project[]).find((p) => p.test?.name === 'unit')?.test?.include ?? [];
const isIncluded = (file: string) => unitInclude().some((pattern) => matchesGlob(file, pattern));

describe('the unit test project', () => {
  it('runs component tests (.test.tsx) as well as .test.ts, so none is skipped silently', () => {
    expect(isIncluded('src/client/lib/forms/error-summary.test.tsx')).toBe(true);
    expect(isIncluded('src/server/modules/chat/routes.test.ts')).toBe(true);
    expect(isIncluded('src/client/lib/forms/error-summary.tsx')).toBe(false);
  });
});
