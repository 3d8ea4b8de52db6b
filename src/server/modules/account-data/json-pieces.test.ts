import { describe, expect, it } from 'vitest';
import { prettyJsonWithTables } from './json-pieces.ts';

async function* tablesOf(tables: Record<string, unknown[]>): AsyncGenerator<[string, unknown[]]> {
  for (const entry of Object.entries(tables)) yield entry;
}

async function textOf(pieces: AsyncIterable<string>): Promise<{ text: string; count: number }> {
  let text = '';
  let count = 0;
  for await (const piece of pieces) {
    text += piece;
    count++;
  }
  return { text, count };
}

describe('the data download written in pieces', () => {
  it('is the same text as JSON.stringify(export, null, 2), one row a piece', async () => {
    const head = { exportedAt: '2026-12-03T10:00:00.000Z', about: 'Line one\nline "two"', onDeletion: { users: 'deleted', payments: 'anonymized' } };
    const tables = {
      users: [{ email: 'pat@example.com', createdAt: new Date('2026-01-02T03:04:05Z'), nested: { list: [1, { a: null }], empty: {} } }],
      sessions: [],
      payments: [{ amountCents: 8900 }, { amountCents: 100, note: 'multi\nline' }],
    };
    const { text, count } = await textOf(prettyJsonWithTables(head, 'tables', tablesOf(tables)));
    expect(text).toBe(JSON.stringify({ ...head, tables }, null, 2));
    expect(count).toBeGreaterThanOrEqual(1 + 3 + 3 + 1);
  });

  it('writes an export without tables the same way too', async () => {
    const { text } = await textOf(prettyJsonWithTables({ about: 'x' }, 'tables', tablesOf({})));
    expect(text).toBe(JSON.stringify({ about: 'x', tables: {} }, null, 2));
  });
});
