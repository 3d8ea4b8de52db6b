/* eslint-disable @typescript-eslint/consistent-type-imports -- a global declaration file cannot use top-level imports, so it names types with import(). */
// Markdown page modules (see src/build/markdown-plugin.ts). A script file, so the declarations are global.

declare module '*.md' {
  type HtmlContent = import('./lib/static-html.tsx').HtmlContent;
  /** Text of the page's `# ` line. */
  export const title: string;
  /** The HTML before the first `## ` heading. */
  export const intro: HtmlContent;
  /** The `## ` sections: id, heading text, `**Label**: text` list items, and the HTML (from its `<h2>` on). */
  export const sections: ReadonlyArray<{
    id: string;
    heading: string;
    items: ReadonlyArray<{ label: string; html: string }>;
    content: HtmlContent;
  }>;
  /** When and where each dated legal figure of the page comes from (for <FigureSources>). */
  export const figureSources: ReadonlyArray<import('../shared/law/legal-text.ts').FigureSourceNote>;
  /** The page without its `# ` title line. */
  const body: HtmlContent;
  export default body;
}

/** Markdown under content/, by the `#content/` alias of vite.config.ts (same module shape). */
declare module '#content/*' {
  type HtmlContent = import('./lib/static-html.tsx').HtmlContent;
  export const title: string;
  export const intro: HtmlContent;
  export const sections: ReadonlyArray<{
    id: string;
    heading: string;
    items: ReadonlyArray<{ label: string; html: string }>;
    content: HtmlContent;
  }>;
  export const figureSources: ReadonlyArray<import('../shared/law/legal-text.ts').FigureSourceNote>;
  const body: HtmlContent;
  export default body;
}

/** Legal figure tokens as readers see them, filled in at build time (src/build/legal-figures-plugin.ts). */
declare module 'virtual:legal-figures' {
  export const LEGAL_FIGURE_TEXT: Readonly<Record<import('../shared/law/legal-text.ts').LegalFigureToken, string>>;
}

/** The footnote of the figures a page names, `+`-separated tokens (src/build/legal-figures-plugin.ts). */
declare module 'virtual:legal-figure-sources/*' {
  const notes: ReadonlyArray<import('../shared/law/legal-text.ts').FigureSourceNote>;
  export default notes;
}
