// Child process for the crash test: opens the on-disk database the way the server does and
// commits published articles with several writes in flight, printing "ack N" after each commit.
import { openDatabase } from '#server/db/database.ts';
import { createNewsRepository } from '#server/modules/news/repository.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const news = createNewsRepository(database.db);
process.stdout.write('ready\n');

let next = 0;
async function writer(): Promise<void> {
  for (;;) {
    const n = next++;
    await news.create({ slug: `crash-${n}`, title: `Crash test ${n}`, excerpt: '', content: 'x'.repeat(500), isPublished: true });
    process.stdout.write(`ack ${n}\n`);
  }
}
await Promise.all([writer(), writer(), writer(), writer()]);
