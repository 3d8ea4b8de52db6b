import type { Plugin } from 'vite';
import { LEGAL_FIGURE_TOKENS, resolveLegalFigure } from '../shared/law/legal-text.ts';

export const LEGAL_FIGURES_MODULE_ID = 'virtual:legal-figures';
const RESOLVED_ID = `\0${LEGAL_FIGURES_MODULE_ID}`;

/**
 * `import { LEGAL_FIGURE_TEXT } from 'virtual:legal-figures'`: every legal figure token
 * (src/shared/law/legal-text.ts) as readers see it, filled in at build time like the Markdown
 * pages. Page components use it for figures in their own text, so a page does not ship the law
 * module's tables and accessors just to print a fee.
 */
export function legalFiguresPlugin(onDate: () => Date = () => new Date()): Plugin {
  return {
    name: 'bsh-legal-figures',
    resolveId(source) {
      return source === LEGAL_FIGURES_MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const day = onDate();
      const text = Object.fromEntries(LEGAL_FIGURE_TOKENS.map((token) => [token, resolveLegalFigure(token, day).text]));
      return `export const LEGAL_FIGURE_TEXT = ${JSON.stringify(text)};\n`;
    },
  };
}
