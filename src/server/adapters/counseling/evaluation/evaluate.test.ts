/**
 * The evaluation set must stay at or above the accuracy of its first run (floor.json), category by
 * category, and the set must keep at least 150 conversations: accuracy can only rise.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounselorTools } from '../counselor.ts';
import { evaluate, evaluationTools, loadConversations, percent, type EvaluationReport } from './evaluate.ts';

let report: EvaluationReport;
let close: () => Promise<void>;
beforeAll(async () => {
  const made: { tools: CounselorTools; close: () => Promise<void> } = await evaluationTools();
  close = made.close;
  report = await evaluate(await loadConversations(), made.tools);
}, 300_000);
afterAll(async () => close?.());

describe('the counselor’s evaluation set', () => {
  it('holds at least 150 conversations, each with something to check', async () => {
    const conversations = await loadConversations();
    expect(conversations.length).toBeGreaterThanOrEqual(150);
    for (const c of conversations) expect(c.facts ?? c.recommendation ?? c.question ?? c.include, c.id).toBeDefined();
    expect(new Set(conversations.map((c) => c.id)).size).toBe(conversations.length);
  });

  it('stays at or above the floor of every category', async () => {
    const floor = JSON.parse(await readFile(new URL('./floor.json', import.meta.url), 'utf8')) as Record<string, number>;
    for (const [category, score] of Object.entries(report.categories)) {
      expect(percent(score), `${category}: ${JSON.stringify(report.failures.filter((f) => f.what.startsWith(category)).slice(0, 5))}`).toBeGreaterThanOrEqual(floor[category]!);
    }
  });

  it('gets every trap right: an earlier discharge or a transfer to a relative never ends in "Chapter 7"', () => {
    const trapFailures = report.failures.filter((f) => f.id.startsWith('trap-') && /^(?:flippingFacts|recommendation|phrases):/.test(f.what));
    expect(trapFailures).toEqual([]);
  });
});
