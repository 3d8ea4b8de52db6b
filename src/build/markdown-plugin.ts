import { marked } from 'marked';
import type { Plugin } from 'vite';

/**
 * Turns `import html from '.../page.md'` into a module exporting the rendered HTML string.
 * Markdown under content/ is our own reviewed text, rendered once at build time so no
 * Markdown parser ships to the browser.
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'bsh-markdown',
    enforce: 'pre',
    async transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const html = await marked.parse(source, { gfm: true });
      return { code: `export default ${JSON.stringify(html)};`, map: null };
    },
  };
}
