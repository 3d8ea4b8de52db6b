import {
  assessmentAnswersSchema,
  saveSectionBodyShapeSchema,
  sectionAnswersSchema,
  type AssessmentAnswers,
  type AssessmentDetail,
  type AssessmentResult,
  type AssessmentSummary,
  type CurrentAssessment,
} from '#shared/contracts/risk-assessments.ts';
import { AppError } from '#shared/errors.ts';
import { householdSchema, type Household, type HouseholdSection } from '#shared/law/household/index.ts';
import { parseInput } from '../../http/validation.ts';
import { toSummary, type AssessmentRow, type RiskAssessmentsRepository } from './repository.ts';
import { summaryPdf } from './summary-pdf.ts';

/** Far more than anyone needs; stops a script from filling the table under one account. */
export const MAX_ASSESSMENTS_PER_PERSON = 200;

const NOT_FOUND = () => new AppError('NOT_FOUND', 'We could not find that assessment.');

/** The calendar day of an instant (UTC), as the engine and the stored filing date use it. */
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

function toDetail(row: AssessmentRow): AssessmentDetail {
  // Stored answers were checked on the way in; a row from an older model shows what still fits.
  const answers = assessmentAnswersSchema.safeParse(row.answers);
  return {
    ...toSummary(row),
    filingDate: row.filingDate ?? isoDay(row.createdAt),
    answers: answers.success ? answers.data : {},
    result: (row.result as AssessmentResult | null) ?? null,
  };
}

/** What a new assessment starts with: where the person lives and how many they are, from their newest assessment. */
function prefillFrom(previous: AssessmentRow | undefined): AssessmentAnswers {
  const about = assessmentAnswersSchema.safeParse(previous?.answers ?? {});
  if (!about.success || !about.data.about) return {};
  const { stateCode, county, householdSize } = about.data.about;
  const kept = { stateCode, county, householdSize };
  return Object.values(kept).some((value) => value !== undefined) ? { about: kept } : {};
}

export function createRiskAssessmentsService(deps: {
  repository: RiskAssessmentsRepository;
  clock: () => Date;
  /** The eligibility engine (src/shared/law/eligibility) with its answer in the API's words. */
  assess: (household: Household, filingDate: string) => Promise<AssessmentResult>;
  siteName: string;
}) {
  const { repository, clock, assess } = deps;

  async function owned(userId: string, id: string): Promise<AssessmentRow> {
    const row = await repository.findOwned(userId, id);
    if (!row) throw NOT_FOUND();
    return row;
  }

  return {
    async list(userId: string): Promise<AssessmentSummary[]> {
      return (await repository.listOf(userId)).map(toSummary);
    },

    async current(userId: string): Promise<CurrentAssessment> {
      const [newest] = await repository.listOf(userId, 1);
      return { assessment: newest ? toSummary(newest) : null };
    },

    async start(userId: string): Promise<AssessmentSummary> {
      if ((await repository.countOf(userId)) >= MAX_ASSESSMENTS_PER_PERSON) {
        throw new AppError('CONFLICT', `You have ${MAX_ASSESSMENTS_PER_PERSON} assessments, the most we keep. Please contact support to remove old ones.`);
      }
      const [previous] = await repository.listOf(userId, 1);
      const now = clock();
      const row = await repository.create(userId, { answers: prefillFrom(previous), filingDate: isoDay(now), now });
      return toSummary(row);
    },

    async get(userId: string, id: string): Promise<AssessmentDetail> {
      return toDetail(await owned(userId, id));
    },

    async saveSection(userId: string, id: string, section: HouseholdSection, body: unknown): Promise<AssessmentDetail> {
      const row = await owned(userId, id);
      if (row.isCompleted) throw new AppError('CONFLICT', 'This assessment is complete, so its answers can no longer change. Start a new assessment to answer again.');
      // The answers' issues name their fields within the section, as the page's form names them.
      const { step, values: raw } = parseInput(saveSectionBodyShapeSchema, body);
      const values: Record<string, unknown> = parseInput(sectionAnswersSchema(section), raw);
      const saved = await repository.saveSection(userId, id, section, values, step, clock());
      if (!saved) throw new AppError('CONFLICT', 'This assessment is complete, so its answers can no longer change. Start a new assessment to answer again.');
      return toDetail(saved);
    },

    /** Checks the whole household, runs the engine on the server and keeps its answer. */
    async complete(userId: string, id: string): Promise<AssessmentDetail> {
      const row = await owned(userId, id);
      if (row.isCompleted) return toDetail(row);
      const household = parseInput(householdSchema, row.answers);
      const filingDate = row.filingDate ?? isoDay(row.createdAt);
      const result = await assess(household, filingDate);
      const completed = await repository.complete(userId, id, {
        result: result as unknown as Record<string, unknown>,
        riskScore: result.riskScore,
        recommendation: result.recommendation,
        now: clock(),
      });
      return toDetail(completed ?? (await owned(userId, id)));
    },

    async summaryPdf(userId: string, id: string): Promise<{ bytes: Buffer; fileName: string }> {
      const detail = toDetail(await owned(userId, id));
      if (!detail.isCompleted || !detail.result) throw new AppError('CONFLICT', 'Complete the assessment to download its summary.');
      return { bytes: await summaryPdf(detail, detail.result, { siteName: deps.siteName }), fileName: `risk-assessment-${detail.id.slice(-8)}.pdf` };
    },
  };
}

export type RiskAssessmentsService = ReturnType<typeof createRiskAssessmentsService>;
