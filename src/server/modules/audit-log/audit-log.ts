import { desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import type { Database } from '../../db/database.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export interface AuditRecord {
  /** null: the operator, outside the site (`npm run admin`). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

export function createAuditLog(db: Database) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        details: entry.details ?? {},
      });
    },

    async list(limit = 200): Promise<AuditEntry[]> {
      const rows = await db
        .select({ entry: auditLog, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.id))
        .limit(limit);
      return rows.map(({ entry, actorEmail }) => ({
        id: entry.id,
        actorId: entry.actorId,
        actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
