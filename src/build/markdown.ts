import { Marked, type Token, type Tokens } from 'marked';
import { describeFigureSources, fillLegalFigures, listLegalFigureTokens, resolveLegalFigure, type FigureSourceNote } from '../shared/law/legal-text.ts';
import { LIVE_MEDIAN_FIGURE_ATTRIBUTE, LIVE_MEDIAN_FIGURE_TOKENS } from '../shared/law/live-median-figures.ts';
import { premiumMonthlyCentsOn } from '../shared/billing/catalog.ts';
import { formatCents } from '../shared/format/money.ts';
import type { PublicSiteConfig } from '../shared/site-config.ts';

/** A `## ` section of a Markdown page. */
export interface MarkdownSection {
  /** Anchor id made from the heading (`Financial documents` → `financial-documents`). */
  id: string;
  heading: string;
  /** The section's HTML, starting with its `<h2>`. */
  html: string;
  /** Top-level list items written as `**Label**: explanation`, for checklists. */
  items: Array<{ label: string; html: string }>;
}

/** What `import page from 'content/en/x.md'` gives a page. */
export interface RenderedMarkdown {
  /** Text of the first `# ` line (the page's h1), or '' when the file has none. */
  title: string;
  /** The page without its `# ` title line, as HTML. */
  html: string;
  /** HTML before the first `## ` heading. */
  intro: string;
  sections: MarkdownSection[];
  /** When and where each dated legal figure of the page comes from, for its footnote. */
  figureSources: FigureSourceNote[];
}

export interface RenderMarkdownOptions {
  site: PublicSiteConfig;
  /** Day whose legal figures fill the `{{tokens}}` (default: today). */
  onDate?: Date;
  /** File name for error messages. */
  fileName?: string;
}

/** `Step 1: Take a course` → `step-1-take-a-course`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SITE_PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/**
 * Fills `{supportEmail}`, `{supportPhone}`, `{siteName}` and `{premiumMonthlyPrice}` (the catalog's
 * price on `onDate`); an unknown `{name}` is a typo and fails the build.
 */
export function fillSitePlaceholders(text: string, site: PublicSiteConfig, fileName = 'Markdown', onDate = new Date()): string {
  const values: Record<string, string> = {
    siteName: site.siteName,
    supportEmail: site.supportEmail,
    supportPhone: site.supportPhone,
    premiumMonthlyPrice: formatCents(premiumMonthlyCentsOn(onDate)),
  };
  return text.replace(SITE_PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${fileName}: unknown placeholder ${placeholder} (known: ${Object.keys(values).join(', ')})`);
    return value;
  });
}

function createMarked(): Marked {
  const marked = new Marked({ gfm: true });
  const usedIds = new Map<string, number>();
  marked.use({
    renderer: {
      // Headings get ids so sections can be linked to (`/chapter7#the-means-test`).
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = slugify(inner) || 'section';
        const count = usedIds.get(base) ?? 0;
        usedIds.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count + 1}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      // Links to other sites open in the same tab but do not hand over this page as referrer.
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const isExternal = /^https?:\/\//i.test(href);
        const titleAttr = title ? ` title="${title}"` : '';
        const rel = isExternal ? ' rel="noopener noreferrer"' : '';
        return `<a href="${href}"${titleAttr}${rel}>${inner}</a>`;
      },
    },
  });
  return marked;
}

function renderTokens(marked: Marked, tokens: Token[]): string {
  const list = Object.assign([...tokens], { links: {} }) as Token[] & { links: Record<string, never> };
  return marked.parser(list);
}

/**
 * Median figures follow the table in force, which an admin can import after the build: each one
 * is printed as built inside `<span data-median-figure="token">`, and the browser puts in the
 * imported figure once GET /api/median-income answers (useLiveMedianFigures in src/client/app/routes/chapter7.tsx).
 * Pinned tokens (`@date`) stay as built.
 */
function markLiveMedianFigures(source: string, onDate: Date): string {
  return source.replace(/\{\{\s*(medianIncome\.[A-Za-z0-9]+)\s*\}\}/g, (_match, token: string) => {
    if (!(LIVE_MEDIAN_FIGURE_TOKENS as readonly string[]).includes(token)) throw new Error(`{{${token}}} is not a median figure the browser can refresh.`);
    return `<span ${LIVE_MEDIAN_FIGURE_ATTRIBUTE}="${token}">${resolveLegalFigure(token, onDate).text}</span>`;
  });
}

const LABELLED_ITEM = /^\*\*(.+?)\*\*\s*:?\s*([\s\S]*)$/;

/**
 * Renders one Markdown page at build time: legal figure tokens and site placeholders filled in,
 * the `# ` title split off, sections and checklist items picked out. Throws (failing the build)
 * on unknown tokens or placeholders, so a typo never reaches a reader.
 */
export function renderMarkdown(source: string, options: RenderMarkdownOptions): RenderedMarkdown {
  const fileName = options.fileName ?? 'Markdown';
  let text: string;
  let figureSources: FigureSourceNote[];
  try {
    text = fillLegalFigures(markLiveMedianFigures(source, options.onDate ?? new Date()), options.onDate ?? new Date());
    figureSources = describeFigureSources(listLegalFigureTokens(source), options.onDate ?? new Date());
  } catch (error) {
    throw new Error(`${fileName}: ${(error as Error).message}`, { cause: error });
  }
  text = fillSitePlaceholders(text, options.site, fileName, options.onDate ?? new Date());

  let title = '';
  const titleMatch = /^\s*# (.+)\r?\n?/.exec(text);
  if (titleMatch) {
    title = titleMatch[1]!.trim();
    text = text.slice(titleMatch[0].length);
  }

  const marked = createMarked();
  const tokens = marked.lexer(text);
  const introTokens: Token[] = [];
  const sectionTokens: Array<{ heading: Tokens.Heading; tokens: Token[] }> = [];
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      sectionTokens.push({ heading: token as Tokens.Heading, tokens: [] });
    } else if (sectionTokens.length > 0) {
      sectionTokens.at(-1)!.tokens.push(token);
    } else {
      introTokens.push(token);
    }
  }

  // One renderer for the whole page, so heading ids stay unique across intro and sections.
  const intro = renderTokens(marked, introTokens);
  const rendered = sectionTokens.map(({ heading, tokens: body }) => {
    const headingHtml = renderTokens(marked, [heading]);
    const items = body
      .filter((token): token is Tokens.List => token.type === 'list')
      .flatMap((list) => list.items)
      .map((item) => LABELLED_ITEM.exec(item.text.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ label: match[1]!.trim(), html: marked.parseInline(match[2]!.trim()) as string }));
    const section: MarkdownSection = {
      id: /id="([^"]+)"/.exec(headingHtml)?.[1] ?? slugify(heading.text),
      heading: heading.text,
      html: headingHtml + renderTokens(marked, body),
      items,
    };
    return section;
  });
  return {
    title,
    html: intro + rendered.map((section) => section.html).join(''),
    intro,
    sections: rendered,
    figureSources,
  };
}
