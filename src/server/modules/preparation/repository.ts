import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparationChecklists } from '../../db/schema/index.ts';

export function createPreparationRepository(db: Database) {
  return {
    async get(userId: string): Promise<string[]> {
      const [row] = await db.select().from(preparationChecklists).where(eq(preparationChecklists.userId, userId));
      return row?.checkedItemIds ?? [];
    },

    async replace(userId: string, checkedItemIds: string[]): Promise<void> {
      await db
        .insert(preparationChecklists)
        .values({ userId, checkedItemIds })
        .onConflictDoUpdate({ target: preparationChecklists.userId, set: { checkedItemIds, updatedAt: sql`now()` } });
    },
  };
}
