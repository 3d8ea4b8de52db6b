/**
 * The site's own content the assistant quotes: the FAQ (from the database, figures filled in for
 * today) and the education pages (content/en/*.md, rendered like the build renders them, split
 * into paragraphs that link to their section). Markdown is read once and kept per day.
 */
import { readFile } from 'node:fs/promises';
import type { Faq } from '#shared/contracts/faqs.ts';
import type { PublicSiteConfig } from '#shared/site-config.ts';
import { renderMarkdown } from '../../../build/markdown.ts';
import type { ContentPassage } from '../../adapters/counseling/counselor.ts';

/** Education pages and the route each is shown at. */
export const EDUCATION_PAGES = [
  { file: 'chapter7.md', path: '/chapter7' },
  { file: 'chapter13.md', path: '/chapter13' },
  { file: 'preparation.md', path: '/preparation' },
] as const;

const CONTENT_DIR = new URL('../../../../content/en/', import.meta.url);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', mdash: '—', ndash: '–' };

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&([a-z]+|#\d+);/g, (entity, name: string) => ENTITIES[name] ?? (name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : entity))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The paragraphs and list items of one section, each long enough to answer something. */
function blocksOf(html: string): string[] {
  return html
    .split(/<\/p>|<\/li>|<\/h3>|<\/h4>|<\/blockquote>/)
    .map(htmlToText)
    .filter((text) => text.length >= 60);
}

export async function educationPassages(site: PublicSiteConfig, onDate: Date): Promise<ContentPassage[]> {
  const passages: ContentPassage[] = [];
  for (const page of EDUCATION_PAGES) {
    const source = await readFile(new URL(page.file, CONTENT_DIR), 'utf8');
    const rendered = renderMarkdown(source, { site, onDate, fileName: page.file });
    for (const block of blocksOf(rendered.intro)) passages.push({ source: rendered.title, title: rendered.title, text: block, href: page.path });
    for (const section of rendered.sections) {
      for (const block of blocksOf(section.html)) passages.push({ source: rendered.title, title: htmlToText(section.heading), text: block, href: `${page.path}#${section.id}` });
    }
  }
  return passages;
}

/** FAQ answers link to their category on the About page (FaqGuide's ids). */
const faqAnchor = (category: string) => `faq-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;

/**
 * One passage per paragraph of each FAQ answer, under its question, so the assistant quotes the
 * paragraph that answers rather than the answer's first lines. Short paragraphs (a lead-in such as
 * "Most individuals file these official forms:") join the next one.
 */
export function faqPassages(faqs: Faq[]): ContentPassage[] {
  return faqs.flatMap((faq) => {
    const paragraphs: string[] = [];
    let pending = '';
    for (const paragraph of faq.answer.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)) {
      pending = pending ? `${pending}\n${paragraph}` : paragraph;
      if (pending.length >= 80) {
        paragraphs.push(pending);
        pending = '';
      }
    }
    if (pending) {
      if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += `\n${pending}`;
      else paragraphs.push(pending);
    }
    return paragraphs.map((text) => ({ source: 'FAQ', title: faq.question, text, href: `/about#${faqAnchor(faq.category)}` }));
  });
}

/** Education passages, built once per calendar day (legal figures change on dates). */
export function createEducationPassageCache(site: PublicSiteConfig, clock: () => Date) {
  let cached: { day: string; passages: Promise<ContentPassage[]> } | null = null;
  return (): Promise<ContentPassage[]> => {
    const now = clock();
    const day = now.toISOString().slice(0, 10);
    if (!cached || cached.day !== day) {
      const passages = educationPassages(site, now);
      passages.catch(() => (cached = null));
      cached = { day, passages };
    }
    return cached.passages;
  };
}
