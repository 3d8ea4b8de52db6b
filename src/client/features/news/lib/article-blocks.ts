/** A piece of an article's body: a subheading, a paragraph (single line breaks kept) or a bulleted list. */
export type ArticleBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

const LIST_ITEM = /^\s*[-*•]\s+(.*)$/;
/** `## Subheading` on a line of its own, as in Markdown. */
const HEADING = /^#{2,3}\s+(.*\S)\s*$/;

/**
 * Splits plain article text into blocks: a blank line ends a paragraph, lines starting with
 * "- " form a list, and a line starting with "## " is a subheading. The result is rendered as React elements, so no text is ever treated as HTML.
 */
export function parseArticleBlocks(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  const closeList = () => {
    if (list.length > 0) blocks.push({ type: 'list', items: list });
    list = [];
  };

  for (const rawLine of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    const item = LIST_ITEM.exec(line);
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      closeList();
      blocks.push({ type: 'heading', text: heading[1]! });
    } else if (line.trim() === '') {
      closeParagraph();
      closeList();
    } else if (item) {
      closeParagraph();
      list.push(item[1]!.trim());
    } else if (list.length > 0 && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      list[list.length - 1] = `${list[list.length - 1]} ${line.trim()}`;
    } else {
      closeList();
      paragraph.push(line.trim());
    }
  }
  closeParagraph();
  closeList();
  return blocks;
}
