/** Nests pretty-printed JSON one level deeper (newlines inside strings are escaped, so only layout moves). */
const nested = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/**
 * The text of `JSON.stringify({ ...head, [key]: tables }, null, 2)`, written in pieces as each
 * table's rows arrive, one row a piece: the whole export is never one object or one string in memory.
 */
export async function* prettyJsonWithTables(head: Record<string, unknown>, key: string, tables: AsyncIterable<[name: string, rows: unknown[]]>): AsyncGenerator<string> {
  let text = '{';
  for (const [name, value] of Object.entries(head)) text += `\n  ${JSON.stringify(name)}: ${nested(value, 1)},`;
  yield `${text}\n  ${JSON.stringify(key)}: {`;
  let tableCount = 0;
  for await (const [name, rows] of tables) {
    yield `${tableCount++ > 0 ? ',' : ''}\n    ${JSON.stringify(name)}: ${rows.length === 0 ? '[]' : '['}`;
    if (rows.length === 0) continue;
    for (const [i, row] of rows.entries()) yield `${i > 0 ? ',' : ''}\n      ${nested(row, 3)}`;
    yield '\n    ]';
  }
  yield tableCount > 0 ? '\n  }\n}' : '}\n}';
}
