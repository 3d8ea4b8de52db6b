import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appSecrets } from '../db/schema/index.ts';

/**
 * Returns the secret stored under `name`, creating it on first use. Instances starting together
 * race on the insert; the loser reads the winner's value, so all agree.
 */
export async function getOrCreateSecret<T>(db: Database, name: string, create: () => T | Promise<T>): Promise<T> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing) return existing.value as T;
  await db.insert(appSecrets).values({ name, value: await create() }).onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored!.value as T;
}
