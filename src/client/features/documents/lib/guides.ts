import type { FigureSourceNote } from '#shared/law/legal-text.ts';
import type { MessageKey } from '#client/i18n/i18n.ts';
import type { HtmlContent } from '#client/lib/static-html.tsx';

/** A guide's page text, rendered from content/en/guides/<slug>.md at build time. */
export interface GuideModule {
  default: HtmlContent;
  title: string;
  figureSources: ReadonlyArray<FigureSourceNote>;
}

/**
 * The five guides of the Templates & Guides tab (spec 2.8), in reading order. Each loads its text
 * only when opened, so the Documents and Forms Center does not carry it.
 */
export const GUIDES = [
  { slug: 'gathering-your-papers', load: () => import('#content/en/guides/gathering-your-papers.md') },
  { slug: 'valuing-property', load: () => import('#content/en/guides/valuing-property.md') },
  { slug: 'listing-every-creditor', load: () => import('#content/en/guides/listing-every-creditor.md') },
  { slug: 'meeting-of-creditors', load: () => import('#content/en/guides/meeting-of-creditors.md') },
  { slug: 'after-you-file', load: () => import('#content/en/guides/after-you-file.md') },
] as const satisfies ReadonlyArray<{ slug: string; load: () => Promise<GuideModule> }>;

export type GuideSlug = (typeof GUIDES)[number]['slug'];

export function findGuide(slug: string | undefined): (typeof GUIDES)[number] | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}

/** A guide opens in the Templates & Guides tab (`?tab=templates-guides&guide=<slug>`). */
export function guidePath(slug: GuideSlug): string {
  return `/documents?tab=templates-guides&guide=${slug}`;
}

export function guideTitleKey(slug: GuideSlug): MessageKey {
  return `documents.guide.${slug}` as MessageKey;
}

export function guideSummaryKey(slug: GuideSlug): MessageKey {
  return `documents.guide.${slug}.summary` as MessageKey;
}
