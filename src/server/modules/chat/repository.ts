import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { ChatMessage, ChatMute, ChatReport, ChatRoom } from '#shared/contracts/chat.ts';
import type { Database } from '../../db/database.ts';
import { chatMessages, chatMutes, chatReports, chatRooms, users } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';

type RoomRow = typeof chatRooms.$inferSelect;
type Person = { firstName: string | null; lastName: string | null; displayName: string | null } | null;

/** The name others see: a chosen display name, else first name and last initial. */
function publicName(person: Person): string {
  if (!person) return 'Former member';
  if (person.displayName) return person.displayName;
  if (!person.firstName) return 'Member';
  return person.lastName ? `${person.firstName} ${person.lastName.charAt(0).toUpperCase()}.` : person.firstName;
}

const personColumns = { firstName: users.firstName, lastName: users.lastName, displayName: users.displayName };
const toRoom = (row: RoomRow): ChatRoom => ({ id: row.id, name: row.name, type: row.type, description: row.description, pinnedNotice: row.pinnedNotice, isArchived: row.isArchived });

export function createChatRepository(db: Database) {
  const messagesQuery = () =>
    db.select({ m: chatMessages, person: personColumns }).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.userId));
  const toMessage = (r: { m: typeof chatMessages.$inferSelect; person: Person }): ChatMessage => ({
    id: r.m.id,
    roomId: r.m.roomId,
    userId: r.m.userId,
    displayName: publicName(r.person),
    message: r.m.message,
    createdAt: r.m.createdAt.toISOString(),
  });

  return {
    async listRooms(includeArchived: boolean): Promise<ChatRoom[]> {
      const rows = await db
        .select()
        .from(chatRooms)
        .where(includeArchived ? undefined : eq(chatRooms.isArchived, false))
        .orderBy(asc(chatRooms.id));
      return rows.map(toRoom);
    },

    async findRoom(id: number): Promise<ChatRoom | null> {
      const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id));
      return row ? toRoom(row) : null;
    },

    async createRoom(input: { slug: string; name: string; type: string; description: string; isArchived: boolean }): Promise<ChatRoom> {
      const [row] = await db.insert(chatRooms).values(input).returning();
      return toRoom(row!);
    },

    async updateRoom(id: number, input: { name: string; type: string; description: string; isArchived: boolean }): Promise<ChatRoom | null> {
      const [row] = await db.update(chatRooms).set(input).where(eq(chatRooms.id, id)).returning();
      return row ? toRoom(row) : null;
    },

    async isSlugTaken(slug: string): Promise<boolean> {
      return (await db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.slug, slug))).length > 0;
    },

    /** Oldest first. Without cursors: the newest page. `before`: the page older than that id. `after`: everything newer. */
    async listMessages(roomId: number, page: { before?: number; after?: number; limit: number }): Promise<ChatMessage[]> {
      const visible = and(eq(chatMessages.roomId, roomId), eq(chatMessages.isHidden, false));
      if (page.after !== undefined) {
        const rows = await messagesQuery()
          .where(and(visible, gt(chatMessages.id, page.after)))
          .orderBy(asc(chatMessages.id))
          .limit(page.limit);
        return rows.map(toMessage);
      }
      const rows = await messagesQuery()
        .where(page.before !== undefined ? and(visible, lt(chatMessages.id, page.before)) : visible)
        .orderBy(desc(chatMessages.id))
        .limit(page.limit);
      return rows.map(toMessage).reverse();
    },

    async findMessage(id: number): Promise<(ChatMessage & { isHidden: boolean }) | null> {
      const [row] = await messagesQuery().where(eq(chatMessages.id, id));
      return row ? { ...toMessage(row), isHidden: row.m.isHidden } : null;
    },

    async insertMessage(roomId: number, userId: string, message: string): Promise<number> {
      const [row] = await db.insert(chatMessages).values({ roomId, userId, message }).returning({ id: chatMessages.id });
      return row!.id;
    },

    async setHidden(id: number, isHidden: boolean, adminId: string): Promise<{ roomId: number } | null> {
      const [row] = await db
        .update(chatMessages)
        .set({ isHidden, hiddenBy: isHidden ? adminId : null })
        .where(eq(chatMessages.id, id))
        .returning({ roomId: chatMessages.roomId });
      return row ?? null;
    },

    async activeMute(userId: string, now: Date): Promise<{ mutedUntil: Date; reason: string } | null> {
      const [row] = await db
        .select()
        .from(chatMutes)
        .where(and(eq(chatMutes.userId, userId), gt(chatMutes.mutedUntil, now)));
      return row ? { mutedUntil: row.mutedUntil, reason: row.reason } : null;
    },

    /** False when there is no such person (the foreign key refuses the row); other failures throw. */
    async mute(userId: string, mutedUntil: Date, reason: string, adminId: string): Promise<boolean> {
      try {
        await db
          .insert(chatMutes)
          .values({ userId, mutedUntil, reason, createdBy: adminId })
          .onConflictDoUpdate({ target: chatMutes.userId, set: { mutedUntil, reason, createdBy: adminId, createdAt: sql`now()` } });
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async unmute(userId: string): Promise<boolean> {
      return (await db.delete(chatMutes).where(eq(chatMutes.userId, userId)).returning({ id: chatMutes.userId })).length === 1;
    },

    async listMutes(now: Date): Promise<ChatMute[]> {
      const rows = await db
        .select({ mute: chatMutes, person: personColumns })
        .from(chatMutes)
        .leftJoin(users, eq(users.id, chatMutes.userId))
        .where(gt(chatMutes.mutedUntil, now))
        .orderBy(desc(chatMutes.mutedUntil));
      return rows.map((r) => ({ userId: r.mute.userId, displayName: publicName(r.person), mutedUntil: r.mute.mutedUntil.toISOString(), reason: r.mute.reason }));
    },

    async report(messageId: number, reporterId: string, reason: string): Promise<void> {
      await db.insert(chatReports).values({ messageId, reporterId, reason });
    },

    async listOpenReports(): Promise<ChatReport[]> {
      const reporter = { firstName: sql<string | null>`r.first_name`, lastName: sql<string | null>`r.last_name`, displayName: sql<string | null>`r.display_name` };
      const rows = await db
        .select({ report: chatReports, m: chatMessages, author: personColumns, reporter })
        .from(chatReports)
        .innerJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
        .leftJoin(users, eq(users.id, chatMessages.userId))
        .leftJoin(sql`users r`, sql`r.id = ${chatReports.reporterId}`)
        .where(isNull(chatReports.resolvedAt))
        .orderBy(desc(chatReports.id));
      return rows.map((r) => ({
        id: r.report.id,
        messageId: r.m.id,
        message: r.m.message,
        isHidden: r.m.isHidden,
        authorId: r.m.userId,
        authorName: publicName(r.author),
        reporterName: publicName(r.reporter),
        reason: r.report.reason,
        createdAt: r.report.createdAt.toISOString(),
      }));
    },

    async resolveReport(id: number): Promise<boolean> {
      const rows = await db.update(chatReports).set({ resolvedAt: sql`now()` }).where(eq(chatReports.id, id)).returning({ id: chatReports.id });
      return rows.length === 1;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
