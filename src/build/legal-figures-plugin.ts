import type { Plugin } from 'vite';
import { LEGAL_FIGURE_TOKENS, describeFigureSources, resolveLegalFigure } from '../shared/law/legal-text.ts';

export const LEGAL_FIGURES_MODULE_ID = 'virtual:legal-figures';
const RESOLVED_ID = `\0${LEGAL_FIGURES_MODULE_ID}`;

/** `virtual:legal-figure-sources/filingFee.chapter7+filingFee.chapter13`: the footnote of those figures. */
export const FIGURE_SOURCES_MODULE_PREFIX = 'virtual:legal-figure-sources/';
const RESOLVED_SOURCES_PREFIX = `\0${FIGURE_SOURCES_MODULE_PREFIX}`;

/**
 * `import { LEGAL_FIGURE_TEXT } from 'virtual:legal-figures'`: every legal figure token
 * (src/shared/law/legal-text.ts) as readers see it, filled in at build time like the Markdown
 * pages. Page components use it for figures in their own text, so a page does not ship the law
 * module's tables and accessors just to print a fee.
 *
 * `import sources from 'virtual:legal-figure-sources/<token>+<token>'`: the effective dates and
 * sources of those figures (describeFigureSources) for the page's <FigureSources> footnote; only
 * the notes a page names are in its JavaScript.
 */
export function legalFiguresPlugin(onDate: () => Date = () => new Date()): Plugin {
  return {
    name: 'bsh-legal-figures',
    resolveId(source) {
      if (source === LEGAL_FIGURES_MODULE_ID) return RESOLVED_ID;
      if (source.startsWith(FIGURE_SOURCES_MODULE_PREFIX)) return `\0${source}`;
      return null;
    },
    load(id) {
      if (id.startsWith(RESOLVED_SOURCES_PREFIX)) {
        const tokens = id.slice(RESOLVED_SOURCES_PREFIX.length).split('+');
        return `export default ${JSON.stringify(describeFigureSources(tokens, onDate()))};\n`;
      }
      if (id !== RESOLVED_ID) return null;
      const day = onDate();
      const text = Object.fromEntries(LEGAL_FIGURE_TOKENS.map((token) => [token, resolveLegalFigure(token, day).text]));
      return `export const LEGAL_FIGURE_TEXT = ${JSON.stringify(text)};\n`;
    },
  };
}
