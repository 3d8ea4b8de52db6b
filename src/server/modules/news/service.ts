import { AppError } from '#shared/errors.ts';
import { idFromText } from '#shared/contracts/fields.ts';
import type { NewsArticle, NewsArticleSummary } from '#shared/contracts/news.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { describeFigureSources, fillLegalFigures, findLegalTextProblems, listLegalFigureTokens } from '#shared/law/legal-text.ts';
import type { NewsArticleInput } from '#shared/contracts/news.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { NewsRepository } from './repository.ts';

/**
 * Articles may cite legal figures as {{tokens}}; readers always see the figure in force today, with
 * the footnote of where those figures come from.
 */
function withCurrentFigures<T extends NewsArticleSummary>(article: T, now: Date, imported: ImportedMedianIncomeTables): T {
  const texts = [article.title, article.excerpt, 'content' in article && typeof article.content === 'string' ? article.content : ''];
  const filled = {
    ...article,
    title: fillLegalFigures(article.title, now, imported),
    excerpt: fillLegalFigures(article.excerpt, now, imported),
    figureSources: describeFigureSources(listLegalFigureTokens(texts.join('\n')), now, imported),
  };
  if ('content' in filled && typeof filled.content === 'string') {
    (filled as unknown as NewsArticle).content = fillLegalFigures(filled.content, now, imported);
  }
  return filled;
}

/** An admin's typo in a {{figure}} token must be caught when saving, not break the news page. */
function assertFiguresValid(input: { title: string; excerpt: string; content: string }, now: Date): void {
  const problems = [input.title, input.excerpt, input.content].flatMap((text) => findLegalTextProblems(text, now));
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', `Fix the legal figure tokens: ${problems[0]}`);
}

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'article';
}

export function createNewsService(deps: {
  repository: NewsRepository;
  clock: () => Date;
  /** The median income tables an admin imported, for {{medianIncome.…}} tokens. */
  medianIncomeTables: () => Promise<ImportedMedianIncomeTables>;
  /** A change and its audit record in one transaction. */
  inTransaction: InTransaction<{ repository: NewsRepository; audit: AuditLog }>;
}) {
  const { repository, clock, inTransaction } = deps;
  return {
    async listPublished(): Promise<NewsArticleSummary[]> {
      const now = clock();
      const imported = await deps.medianIncomeTables();
      return (await repository.listPublished()).map((a) => withCurrentFigures(a, now, imported));
    },

    /** Admins edit the stored text, {{tokens}} intact: filling them here would freeze today's figures on save. */
    listForEditing: (): Promise<NewsArticle[]> => repository.listAll(),

    async create(actorId: string, input: Required<NewsArticleInput>): Promise<NewsArticle> {
      assertFiguresValid(input, clock());
      return inTransaction(async ({ repository, audit }) => {
        const base = slugify(input.title);
        let slug = base;
        for (let n = 2; await repository.isSlugTaken(slug); n++) slug = `${base}-${n}`;
        const article = await repository.create({ ...input, slug });
        await audit.record({ actorId, action: 'news.create', targetType: 'news_article', targetId: article.id, details: { title: input.title, isPublished: input.isPublished } });
        return article;
      });
    },

    async update(actorId: string, id: number, input: Required<NewsArticleInput>): Promise<NewsArticle> {
      assertFiguresValid(input, clock());
      return inTransaction(async ({ repository, audit }) => {
        const updated = await repository.update(id, input);
        if (!updated) throw new AppError('NOT_FOUND', 'That news article does not exist.');
        await audit.record({ actorId, action: 'news.update', targetType: 'news_article', targetId: id, details: { title: input.title, isPublished: input.isPublished } });
        return updated;
      });
    },

    async delete(actorId: string, id: number): Promise<void> {
      await inTransaction(async ({ repository, audit }) => {
        if (!(await repository.delete(id))) throw new AppError('NOT_FOUND', 'That news article does not exist.');
        await audit.record({ actorId, action: 'news.delete', targetType: 'news_article', targetId: id });
      });
    },

    /** Whether `/news/{id}` names a published article; `id` comes from the address, as text. */
    async isPublished(id: string): Promise<boolean> {
      const parsed = idFromText().safeParse(id);
      return parsed.success && (await repository.findPublished(parsed.data)) !== null;
    },

    async getPublished(id: number): Promise<NewsArticle> {
      const article = await repository.findPublished(id);
      if (!article) throw new AppError('NOT_FOUND', 'That news article does not exist or is not published.');
      return withCurrentFigures(article, clock(), await deps.medianIncomeTables());
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
