import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startServer, type RunningServer } from '../support/server-process.ts';

interface WorkerFixtures {
  site: RunningServer;
}

/** One real site per worker: `npm start` on a free port with a throwaway data directory. */
export const test = base.extend<{ a11y: (page: Page) => Promise<void> }, WorkerFixtures>({
  site: [
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-e2e-'));
      const server = await startServer({ command: 'npm-start', env: { DATA_DIR: dataDir } });
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
  a11y: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  },
});

export { expect };
