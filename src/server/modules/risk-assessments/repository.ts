import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { RISK_BANDS, type AssessmentSummary, type Recommendation, type RiskBand } from '#shared/contracts/risk-assessments.ts';
import type { Database } from '../../db/database.ts';
import { riskAssessments } from '../../db/schema/index.ts';

export type AssessmentRow = typeof riskAssessments.$inferSelect;

function bandOf(row: AssessmentRow): RiskBand | null {
  const band = row.result?.['band'];
  return typeof band === 'string' && (RISK_BANDS as readonly string[]).includes(band) ? (band as RiskBand) : null;
}

export function toSummary(row: AssessmentRow): AssessmentSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    currentStep: row.currentStep,
    riskScore: row.riskScore,
    band: bandOf(row),
    recommendation: row.recommendation as Recommendation | null,
  };
}

/** Every read and write names the owner: another person's id is simply not found. */
export function createRiskAssessmentsRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(riskAssessments.userId, userId), eq(riskAssessments.id, id));

  return {
    async create(userId: string, values: { answers: Record<string, unknown>; filingDate: string; now: Date }): Promise<AssessmentRow> {
      const [row] = await db
        .insert(riskAssessments)
        .values({ id: randomUUID(), userId, answers: values.answers, filingDate: values.filingDate, createdAt: values.now, updatedAt: values.now })
        .returning();
      return row!;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(riskAssessments).where(eq(riskAssessments.userId, userId));
      return row?.n ?? 0;
    },

    /** Newest first (the hub's history and its "current" assessment). */
    async listOf(userId: string, limit?: number): Promise<AssessmentRow[]> {
      const query = db.select().from(riskAssessments).where(eq(riskAssessments.userId, userId)).orderBy(desc(riskAssessments.createdAt), desc(riskAssessments.id));
      return limit ? query.limit(limit) : query;
    },

    async findOwned(userId: string, id: string): Promise<AssessmentRow | null> {
      const [row] = await db.select().from(riskAssessments).where(owned(userId, id));
      return row ?? null;
    },

    /** Replaces one section of the answers in place (no read-modify-write race between two tabs). */
    async saveSection(userId: string, id: string, section: string, values: Record<string, unknown>, step: string, now: Date): Promise<AssessmentRow | null> {
      const [row] = await db
        .update(riskAssessments)
        .set({
          answers: sql`${riskAssessments.answers} || jsonb_build_object(${section}::text, ${JSON.stringify(values)}::jsonb)`,
          currentStep: step,
          updatedAt: now,
        })
        .where(and(owned(userId, id), eq(riskAssessments.isCompleted, false)))
        .returning();
      return row ?? null;
    },

    async complete(
      userId: string,
      id: string,
      values: { result: Record<string, unknown>; riskScore: number; recommendation: Recommendation; now: Date },
    ): Promise<AssessmentRow | null> {
      const [row] = await db
        .update(riskAssessments)
        .set({ isCompleted: true, completedAt: values.now, updatedAt: values.now, result: values.result, riskScore: values.riskScore, recommendation: values.recommendation })
        .where(and(owned(userId, id), eq(riskAssessments.isCompleted, false)))
        .returning();
      return row ?? null;
    },
  };
}

export type RiskAssessmentsRepository = ReturnType<typeof createRiskAssessmentsRepository>;
