import path from 'node:path';
import type { Plugin } from 'vite';
import { readPublicSiteConfig } from '../shared/site-config.ts';
import { renderMarkdown } from './markdown.ts';

/**
 * Turns `import page from '#content/en/page.md'` into a module with the rendered page:
 * `title` (the `# ` line), `intro`, `sections` (id, heading, checklist `items`, `content`),
 * `figureSources` (when and where each dated legal figure of the page comes from, for its
 * <FigureSources> footnote) and the whole body as default export. Markdown under content/ is our own reviewed text, rendered
 * once at build time with the legal figures in force that day and the site's contact details.
 *
 * Long HTML is not put in the page's JavaScript: in the browser build each HTML part is a
 * reference (`{ keys, url }`) to one JSON file per Markdown file, emitted as a hashed asset. A
 * prerendered page already holds the HTML (hydration reads it from the page), and a page opened
 * later in the app fetches the JSON (see lib/static-html.tsx). The server (prerendering) build
 * and the dev server get the HTML inline (`{ keys, html }`).
 */
export function markdownPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  const site = readPublicSiteConfig(env);
  let isServe = false;
  return {
    name: 'bsh-markdown',
    enforce: 'pre',
    configResolved(config) {
      isServe = config.command === 'serve';
    },
    transform(source, id, options) {
      if (!id.endsWith('.md')) return null;
      const fileName = path.basename(id);
      const page = renderMarkdown(source, { site, fileName });
      const pieces: Record<string, string> = { [`${fileName}#intro`]: page.intro };
      for (const section of page.sections) pieces[`${fileName}#${section.id}`] = section.html;

      const isServer = options?.ssr === true || this.environment?.config.consumer === 'server';
      const inline = isServe || isServer;
      const lines: string[] = [];
      if (inline) {
        lines.push(`const pieces = ${JSON.stringify(pieces)};`);
        lines.push('const ref = (keys) => ({ keys, html: keys.map((key) => pieces[key]).join("") });');
      } else {
        const referenceId = this.emitFile({ type: 'asset', name: fileName.replace(/\.md$/, '.json'), source: JSON.stringify(pieces) });
        lines.push(`const url = import.meta.ROLLUP_FILE_URL_${referenceId};`);
        lines.push('const ref = (keys) => ({ keys, url });');
      }
      const sectionKeys = page.sections.map((section) => `${fileName}#${section.id}`);
      lines.push(`export const title = ${JSON.stringify(page.title)};`);
      lines.push(`export const intro = ref(${JSON.stringify([`${fileName}#intro`])});`);
      lines.push(
        `export const sections = ${JSON.stringify(page.sections.map(({ id: sectionId, heading, items }) => ({ id: sectionId, heading, items })))}.map((section, index) => ({ ...section, content: ref([${JSON.stringify(sectionKeys)}[index]]) }));`,
      );
      lines.push(`export const figureSources = ${JSON.stringify(page.figureSources)};`);
      lines.push(`export default ref(${JSON.stringify([`${fileName}#intro`, ...sectionKeys])});`);
      return { code: lines.join('\n'), map: null };
    },
  };
}
