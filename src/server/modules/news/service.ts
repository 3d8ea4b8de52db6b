import { AppError } from '#shared/errors.ts';
import type { NewsArticle, NewsArticleSummary } from '#shared/contracts/news.ts';
import { fillLegalFigures } from '#shared/law/legal-text.ts';
import type { NewsRepository } from './repository.ts';

/** Articles may cite legal figures as {{tokens}}; readers always see the figure in force today. */
function withCurrentFigures<T extends NewsArticleSummary>(article: T, now: Date): T {
  const filled = { ...article, title: fillLegalFigures(article.title, now), excerpt: fillLegalFigures(article.excerpt, now) };
  if ('content' in filled && typeof filled.content === 'string') {
    (filled as unknown as NewsArticle).content = fillLegalFigures(filled.content, now);
  }
  return filled;
}

export function createNewsService(repository: NewsRepository, clock: () => Date) {
  return {
    async listPublished(): Promise<NewsArticleSummary[]> {
      const now = clock();
      return (await repository.listPublished()).map((a) => withCurrentFigures(a, now));
    },

    async getPublished(id: number): Promise<NewsArticle> {
      const article = await repository.findPublished(id);
      if (!article) throw new AppError('NOT_FOUND', 'That news article does not exist or is not published.');
      return withCurrentFigures(article, clock());
    },
  };
}
