import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { signUp, TestBrowser } from './browser.ts';

let counter = 0;

/** A signed-in person in their own browser; `admin: true` grants admin directly in the database. */
export async function signedInPerson(t: TestApp, options: { admin?: boolean; firstName?: string; lastName?: string } = {}) {
  counter += 1;
  const email = `person${counter}-${Date.now()}@example.com`;
  const browser = new TestBrowser(t.app);
  await signUp(browser, { firstName: options.firstName ?? 'Test', lastName: options.lastName ?? `Person${counter}`, email, password: 'a good long password' });
  const [row] = await t.database.handle.db.select().from(users).where(eq(users.email, email));
  if (options.admin) await t.database.handle.db.update(users).set({ isAdmin: true }).where(eq(users.id, row!.id));
  return { browser, email, userId: row!.id };
}
