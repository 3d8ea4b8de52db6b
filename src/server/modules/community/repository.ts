import { desc, eq, sql } from 'drizzle-orm';
import { questionCategorySchema, type Question, type Story } from '#shared/contracts/community.ts';
import type { Database } from '../../db/database.ts';
import { questions, stories, users } from '../../db/schema/index.ts';

type StoryRow = typeof stories.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
type Author = { firstName: string | null; lastName: string | null; displayName: string | null } | null;

/** Public name of a contributor: their chosen display name, else first name and last initial. */
function authorName(author: Author): string {
  if (!author) return 'Former member';
  if (author.displayName) return author.displayName;
  if (!author.firstName) return 'Member';
  return author.lastName ? `${author.firstName} ${author.lastName.charAt(0).toUpperCase()}.` : author.firstName;
}

const authorColumns = { firstName: users.firstName, lastName: users.lastName, displayName: users.displayName };

function toStory(row: StoryRow, author: Author): Story {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isApproved: row.isApproved,
    isPublished: row.isPublished,
    authorName: authorName(author),
    createdAt: row.createdAt.toISOString(),
  };
}

function toQuestion(row: QuestionRow, author: Author): Question {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: questionCategorySchema.catch('general').parse(row.category),
    isApproved: row.isApproved,
    isPublished: row.isPublished,
    authorName: authorName(author),
    answer: row.answer,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCommunityRepository(db: Database) {
  const storiesWithAuthors = (where?: ReturnType<typeof eq>) => {
    const query = db.select({ story: stories, author: authorColumns }).from(stories).leftJoin(users, eq(users.id, stories.userId));
    return (where ? query.where(where) : query).orderBy(desc(stories.createdAt), desc(stories.id));
  };
  const questionsWithAuthors = (where?: ReturnType<typeof eq>) => {
    const query = db.select({ question: questions, author: authorColumns }).from(questions).leftJoin(users, eq(users.id, questions.userId));
    return (where ? query.where(where) : query).orderBy(desc(questions.createdAt), desc(questions.id));
  };

  return {
    async createStory(userId: string, title: string, content: string): Promise<Story> {
      const [row] = await db.insert(stories).values({ userId, title, content }).returning();
      return toStory(row!, null);
    },

    async createQuestion(userId: string, input: { title: string; content: string; category: string }): Promise<Question> {
      const [row] = await db.insert(questions).values({ userId, ...input }).returning();
      return toQuestion(row!, null);
    },

    async listStories(onlyPublished: boolean): Promise<Story[]> {
      const rows = await storiesWithAuthors(onlyPublished ? eq(stories.isPublished, true) : undefined);
      return rows.map((r) => toStory(r.story, r.author));
    },

    async listQuestions(onlyPublished: boolean): Promise<Question[]> {
      const rows = await questionsWithAuthors(onlyPublished ? eq(questions.isPublished, true) : undefined);
      return rows.map((r) => toQuestion(r.question, r.author));
    },

    /** One person's own stories and questions, whatever their review status. */
    async listOwnPosts(userId: string): Promise<{ stories: Story[]; questions: Question[] }> {
      const [storyRows, questionRows] = await Promise.all([storiesWithAuthors(eq(stories.userId, userId)), questionsWithAuthors(eq(questions.userId, userId))]);
      return { stories: storyRows.map((r) => toStory(r.story, r.author)), questions: questionRows.map((r) => toQuestion(r.question, r.author)) };
    },

    async setStoryStatus(id: number, status: { isApproved: boolean; isPublished: boolean }): Promise<Story | null> {
      const [row] = await db.update(stories).set({ ...status, updatedAt: sql`now()` }).where(eq(stories.id, id)).returning();
      return row ? toStory(row, null) : null;
    },

    async setQuestionStatus(id: number, status: { isApproved: boolean; isPublished: boolean }): Promise<Question | null> {
      const [row] = await db.update(questions).set({ ...status, updatedAt: sql`now()` }).where(eq(questions.id, id)).returning();
      return row ? toQuestion(row, null) : null;
    },

    async answerQuestion(id: number, answer: string | null, adminId: string): Promise<Question | null> {
      const [row] = await db
        .update(questions)
        .set({ answer, answeredAt: answer ? sql`now()` : null, answeredBy: answer ? adminId : null, updatedAt: sql`now()` })
        .where(eq(questions.id, id))
        .returning();
      return row ? toQuestion(row, null) : null;
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
