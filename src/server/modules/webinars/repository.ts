import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { AdminWebinar, Webinar, WebinarInput } from '#shared/contracts/webinars.ts';
import type { Database } from '../../db/database.ts';
import { webinarRegistrations, webinars } from '../../db/schema/index.ts';

export type WebinarRow = typeof webinars.$inferSelect;

export function toWebinar(row: WebinarRow): Webinar {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    isCanceled: row.isCanceled,
  };
}

export interface WebinarRegistrant {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

type WebinarFields = Required<Omit<WebinarInput, 'startsAt'>> & { startsAt: Date };

export function createWebinarsRepository(db: Database) {
  return {
    async nextWebinar(now: Date): Promise<WebinarRow | null> {
      const [row] = await db
        .select()
        .from(webinars)
        .where(and(eq(webinars.isCanceled, false), gt(webinars.startsAt, now)))
        .orderBy(asc(webinars.startsAt))
        .limit(1);
      return row ?? null;
    },

    async findWebinar(id: number): Promise<WebinarRow | null> {
      const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
      return row ?? null;
    },

    async hasRegistration(webinarId: number, userId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: webinarRegistrations.id })
        .from(webinarRegistrations)
        .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId), eq(webinarRegistrations.email, email)))
        .limit(1);
      return rows.length === 1;
    },

    /** True when this is a new registration for this account and email. */
    async addRegistration(webinarId: number, person: WebinarRegistrant): Promise<boolean> {
      const rows = await db
        .insert(webinarRegistrations)
        .values({ webinarId, ...person })
        .onConflictDoNothing({ target: [webinarRegistrations.webinarId, webinarRegistrations.userId, webinarRegistrations.email] })
        .returning({ id: webinarRegistrations.id });
      return rows.length === 1;
    },

    async listWebinars(): Promise<AdminWebinar[]> {
      const rows = await db
        .select({ webinar: webinars, registrationCount: count(webinarRegistrations.id) })
        .from(webinars)
        .leftJoin(webinarRegistrations, eq(webinarRegistrations.webinarId, webinars.id))
        .groupBy(webinars.id)
        .orderBy(sql`${webinars.startsAt} desc`);
      return rows.map(({ webinar, registrationCount }) => ({ ...toWebinar(webinar), joinUrl: webinar.joinUrl, registrationCount: Number(registrationCount) }));
    },

    async createWebinar(input: WebinarFields): Promise<WebinarRow> {
      const [row] = await db.insert(webinars).values(input).returning();
      return row!;
    },

    async updateWebinar(id: number, input: WebinarFields): Promise<WebinarRow | null> {
      const [row] = await db.update(webinars).set(input).where(eq(webinars.id, id)).returning();
      return row ?? null;
    },

    async deleteWebinar(id: number): Promise<boolean> {
      const rows = await db.delete(webinars).where(eq(webinars.id, id)).returning({ id: webinars.id });
      return rows.length === 1;
    },
  };
}

export type WebinarsRepository = ReturnType<typeof createWebinarsRepository>;
