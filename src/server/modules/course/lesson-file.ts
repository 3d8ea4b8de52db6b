import { createHash } from 'node:crypto';
import { Marked, type Token, type Tokens } from 'marked';
import { renderMarkdown, fillSitePlaceholders } from '../../../build/markdown.ts';
import { describeFigureSources, fillLegalFigures, listLegalFigureTokens, resolveLegalFigure } from '#shared/law/legal-text.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { LESSON_TOOLS, type LessonContent, type LessonQuestion, type LessonTool } from '#shared/contracts/course.ts';
import type { PublicSiteConfig } from '#shared/site-config.ts';

/**
 * A lesson's content file (content/en/course/<course>/NN-<id>.md, see the README there) turned
 * into what the lesson page shows. The format is plain Markdown with the public pages' `{{tokens}}`:
 *
 * - front matter between `---` lines: `summary:` (one sentence for the outline) and `minutes:`;
 * - `# ` the lesson's title, then its intro;
 * - `## ` sections, one screen each; a paragraph `[[means-test-calculator]]` shows that tool at
 *   the end of its section;
 * - `## Check your understanding`: each `### ` is a question, its choices a task list where
 *   `- [x]` marks the right one, and the text after the list the explanation;
 * - `## What to do next`: a list of next steps, with links into the site.
 */

export const QUESTIONS_HEADING = 'Check your understanding';
export const NEXT_STEPS_HEADING = 'What to do next';

export interface LessonSource {
  id: string;
  number: number;
  fileName: string;
  source: string;
}

export type RenderedLesson = Omit<LessonContent, 'previousLesson' | 'nextLesson' | 'number' | 'id'>;

interface FrontMatter {
  summary: string;
  minutes: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const TOOL_PARAGRAPH = /<p>\[\[([a-z-]+)\]\]<\/p>\s*$/;

function parseFrontMatter(source: string, fileName: string): { front: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${fileName}: starts without front matter (--- summary: … minutes: … ---)`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const field = /^([a-zA-Z]+):\s*(.*)$/.exec(line.trim());
    if (field) fields.set(field[1]!, field[2]!.trim());
  }
  const summary = fields.get('summary') ?? '';
  const minutes = Number(fields.get('minutes'));
  if (!summary) throw new Error(`${fileName}: front matter needs a summary`);
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`${fileName}: front matter needs minutes (a whole number)`);
  return { front: { summary, minutes }, body: source.slice(match[0].length) };
}

/** Splits the body at the two reserved `## ` headings (each may appear once, in this order). */
function splitBody(body: string, fileName: string): { prose: string; questions: string; nextSteps: string } {
  const lines = body.split(/\r?\n/);
  const at = (heading: string) => lines.findIndex((line) => line.trim() === `## ${heading}`);
  const q = at(QUESTIONS_HEADING);
  const n = at(NEXT_STEPS_HEADING);
  if (q === -1) throw new Error(`${fileName}: has no "## ${QUESTIONS_HEADING}" section`);
  if (n === -1) throw new Error(`${fileName}: has no "## ${NEXT_STEPS_HEADING}" section`);
  if (n < q) throw new Error(`${fileName}: "## ${NEXT_STEPS_HEADING}" must come after "## ${QUESTIONS_HEADING}"`);
  return { prose: lines.slice(0, q).join('\n'), questions: lines.slice(q + 1, n).join('\n'), nextSteps: lines.slice(n + 1).join('\n') };
}

function fillText(text: string, fileName: string, site: PublicSiteConfig, onDate: Date, imported: ImportedMedianIncomeTables): string {
  try {
    return fillSitePlaceholders(fillLegalFigures(text, onDate, imported), site, fileName, onDate);
  } catch (error) {
    throw new Error(`${fileName}: ${(error as Error).message}`, { cause: error });
  }
}

interface QuestionTokens {
  /** The heading's text as written. */
  heading: string;
  choices: Tokens.ListItem[];
  explanation: Token[];
}

/** The `### ` questions of the questions section, each with its choice list and the explanation after it. */
function lexQuestions(marked: Marked, markdown: string, fileName: string): QuestionTokens[] {
  const questions: QuestionTokens[] = [];
  for (const token of marked.lexer(markdown)) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 3) {
      questions.push({ heading: (token as Tokens.Heading).text, choices: [], explanation: [] });
      continue;
    }
    const current = questions.at(-1);
    if (!current) {
      if (token.type !== 'space') throw new Error(`${fileName}: text before the first question ("### …") of "${QUESTIONS_HEADING}"`);
      continue;
    }
    if (token.type === 'list' && current.choices.length === 0) current.choices = (token as Tokens.List).items;
    else if (token.type !== 'space') current.explanation.push(token);
  }
  return questions;
}

/**
 * A question's id: its number and a fingerprint of its words and choices as written in the file
 * (tokens unfilled, so a new figure keeps it). Editing a question or its choices gives it a new id,
 * so answers saved for the old wording are dropped instead of being scored against the new one.
 */
function questionIds(rawMarkdown: string, fileName: string): string[] {
  return lexQuestions(new Marked({ gfm: true }), rawMarkdown, fileName).map((question, index) => {
    const written = [question.heading, ...question.choices.map((choice) => `${choice.checked ? 'x' : ' '} ${choice.text}`)].join('\n');
    return `q${index + 1}-${createHash('sha256').update(written).digest('hex').slice(0, 8)}`;
  });
}

function parseQuestions(markdown: string, fileName: string, ids: readonly string[]): LessonQuestion[] {
  const marked = new Marked({ gfm: true });
  const questions = lexQuestions(marked, markdown, fileName);
  if (questions.length === 0) throw new Error(`${fileName}: "${QUESTIONS_HEADING}" has no questions`);
  if (ids.length !== questions.length) throw new Error(`${fileName}: a figure token changed the questions' headings or lists`);
  return questions.map((question, index) => {
    const id = ids[index]!;
    if (question.choices.length < 2 || question.choices.some((choice) => !choice.task)) {
      throw new Error(`${fileName}: question ${index + 1} needs at least two choices written as "- [ ] …" / "- [x] …"`);
    }
    const right = question.choices.filter((choice) => choice.checked);
    if (right.length !== 1) throw new Error(`${fileName}: question ${index + 1} needs exactly one right choice ("- [x] …")`);
    if (question.explanation.length === 0) throw new Error(`${fileName}: question ${index + 1} needs an explanation after its choices`);
    const choices = question.choices.map((choice, choiceIndex) => ({
      id: String.fromCharCode(97 + choiceIndex),
      // The item's text without its "[ ] " box.
      html: marked.parseInline(choice.text.replace(/^\s*\[[ xX]\]\s*/, '').trim()) as string,
      checked: choice.checked === true,
    }));
    const list = Object.assign([...question.explanation], { links: {} }) as Token[] & { links: Record<string, never> };
    return {
      id,
      prompt: marked.parseInline(question.heading) as string,
      choices: choices.map(({ id: choiceId, html }) => ({ id: choiceId, html })),
      correctChoiceId: choices.find((choice) => choice.checked)!.id,
      explanation: marked.parser(list),
    };
  });
}

function parseNextSteps(markdown: string, fileName: string): string[] {
  const marked = new Marked({ gfm: true });
  const list = marked.lexer(markdown).find((token): token is Tokens.List => token.type === 'list');
  if (!list || list.items.length === 0) throw new Error(`${fileName}: "${NEXT_STEPS_HEADING}" needs a list of next steps`);
  return list.items.map((item) => marked.parseInline(item.text.replace(/^\s*\[[ xX]\]\s*/, '').trim()) as string);
}

function isLessonTool(name: string): name is LessonTool {
  return (LESSON_TOOLS as readonly string[]).includes(name);
}

/**
 * Renders one lesson file with the figures in force on `onDate` (an admin's imported median
 * tables included). Throws, naming the file, on anything an editor could get wrong: unknown
 * tokens or placeholders, a missing reserved section, a question without one right answer.
 */
export function renderLessonFile(file: Pick<LessonSource, 'fileName' | 'source'>, options: { site: PublicSiteConfig; onDate: Date; imported?: ImportedMedianIncomeTables }): RenderedLesson {
  const { fileName } = file;
  const imported = options.imported ?? [];
  const { front, body } = parseFrontMatter(file.source, fileName);
  const parts = splitBody(body, fileName);

  // Median figures are filled here with the imported tables, before the shared renderer (which knows only the committed ones) sees them.
  const prose = parts.prose.replace(/\{\{\s*(medianIncome\.[A-Za-z0-9]+)\s*\}\}/g, (_m, token: string) => resolveLegalFigure(token, options.onDate, imported).text);
  const page = renderMarkdown(prose, { site: options.site, onDate: options.onDate, fileName });
  if (!page.title) throw new Error(`${fileName}: has no "# " title`);
  if (page.sections.length === 0) throw new Error(`${fileName}: has no "## " sections before "${QUESTIONS_HEADING}"`);

  const sections = page.sections.map((section) => {
    const tool = TOOL_PARAGRAPH.exec(section.html);
    if (tool && !isLessonTool(tool[1]!)) throw new Error(`${fileName}: unknown tool [[${tool[1]}]] (known: ${LESSON_TOOLS.join(', ')})`);
    return { id: section.id, heading: section.heading, html: tool ? section.html.replace(TOOL_PARAGRAPH, '') : section.html, tool: tool ? (tool[1] as LessonTool) : null };
  });
  if (/\[\[[^\]]*\]\]/.test(page.intro)) throw new Error(`${fileName}: a tool ([[…]]) must be inside a section`);

  let figureSources;
  try {
    figureSources = describeFigureSources(listLegalFigureTokens(file.source), options.onDate, imported);
  } catch (error) {
    throw new Error(`${fileName}: ${(error as Error).message}`, { cause: error });
  }

  return {
    title: page.title,
    summary: fillText(front.summary, fileName, options.site, options.onDate, imported),
    minutes: front.minutes,
    intro: page.intro,
    sections,
    questions: parseQuestions(fillText(parts.questions, fileName, options.site, options.onDate, imported), fileName, questionIds(parts.questions, fileName)),
    nextSteps: parseNextSteps(fillText(parts.nextSteps, fileName, options.site, options.onDate, imported), fileName),
    figureSources,
  };
}

/** `03-means-test.md` → `{ number: 3, id: 'means-test' }`; null for files that are not lessons (README.md). */
export function lessonFileName(fileName: string): { number: number; id: string } | null {
  const match = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(fileName);
  if (!match) return null;
  // /course?lesson=complete is the completion page, so no lesson may take that address.
  if (match[2] === 'complete') throw new Error(`${fileName}: "complete" cannot be a lesson id (it is the course's completion page)`);
  return { number: Number(match[1]), id: match[2]! };
}
