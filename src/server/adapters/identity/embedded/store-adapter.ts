import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../../db/database.ts';
import { idpStore } from '../../../db/schema/index.ts';

/**
 * oidc-provider keeps sessions, codes, grants and interactions through this adapter, in the
 * database, so any instance can finish a sign-in another one started.
 */
export function storeAdapterFactory(db: Database) {
  return class DatabaseStoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt,
      };
      await db
        .insert(idpStore)
        .values(row)
        .onConflictDoUpdate({ target: [idpStore.model, idpStore.id], set: { ...row, consumedAt: null } });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(idpStore)
        .where(and(eq(idpStore.model, this.model), condition));
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(eq(idpStore.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpStore.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpStore)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }
  };
}
