import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '#shared/site-config.ts';
import { COURSES } from '#shared/billing/catalog.ts';
import { listLegalFigureTokens } from '#shared/law/legal-text.ts';
import { lessonFileName, renderLessonFile } from './lesson-file.ts';
import { COURSE_CONTENT_DIR, readLessonSources } from './lesson-library.ts';

const site = DEFAULT_PUBLIC_SITE_CONFIG;
const ON = new Date('2026-11-26T12:00:00Z');

const LESSON = `---
summary: Fees, {{filingFee.chapter7}}.
minutes: 5
---
# A lesson

Intro with {{creditCounseling.window}}.

## First part

Text [inside](/chapter7).

[[means-test-calculator]]

## Second part

More.

## Check your understanding

### Which one?

- [ ] Wrong
- [x] Right, {{filingFee.chapter7}}

Because it is.

### Another?

- [x] Yes
- [ ] No

Explained.

## What to do next

- [Open the checklist](/preparation) today.
- Read [Chapter 13](/chapter13).
`;

/** Legal figures typed as text instead of a token: dollars, percentages, periods in digits or in words ("six months"). */
const SPELLED_NUMBER = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|forty-five|fifty|sixty|seventy|eighty|ninety|hundred';
const TYPED_FIGURE = new RegExp(
  `\\$\\s?\\d+(?:[,.]\\d+)*|\\d[\\d,.]*\\s?(%|percent\\b|dollars?\\b)|\\b(?:\\d+|${SPELLED_NUMBER})[\\s-]+(?:full\\s+)?(?:calendar\\s+)?(days?|weeks?|months?|years?)\\b`,
  'gi',
);

function typedFigures(source: string): string[] {
  // Tokens are the one way to print a figure; what they stand for is checked by the legal-text tests.
  return [...source.replace(/\{\{[^{}]*\}\}/g, '').matchAll(TYPED_FIGURE)].map((m) => m[0]);
}

describe('renderLessonFile', () => {
  it('splits a lesson into intro, sections (with tools), questions and next steps, with figures filled', () => {
    const lesson = renderLessonFile({ fileName: 'x.md', source: LESSON }, { site, onDate: ON });
    expect(lesson.title).toBe('A lesson');
    expect(lesson.summary).toBe('Fees, $338.');
    expect(lesson.minutes).toBe(5);
    expect(lesson.intro).toContain('180 days');
    expect(lesson.sections.map((s) => [s.id, s.tool])).toEqual([
      ['first-part', 'means-test-calculator'],
      ['second-part', null],
    ]);
    expect(lesson.sections[0]!.html).not.toContain('[[');
    expect(lesson.sections[0]!.html).toContain('<a href="/chapter7">inside</a>');
    expect(lesson.questions).toHaveLength(2);
    expect(lesson.questions[0]!.id).toMatch(/^q1-[0-9a-f]{8}$/);
    expect(lesson.questions[0]).toMatchObject({ prompt: 'Which one?', correctChoiceId: 'b', choices: [{ id: 'a', html: 'Wrong' }, { id: 'b', html: 'Right, $338' }] });
    expect(lesson.questions[0]!.explanation).toBe('<p>Because it is.</p>\n');
    expect(lesson.questions[1]!.correctChoiceId).toBe('a');
    expect(lesson.nextSteps).toEqual(['<a href="/preparation">Open the checklist</a> today.', 'Read <a href="/chapter13">Chapter 13</a>.']);
    expect(lesson.figureSources.map((n) => n.figures)).toEqual([['$338']]);
  });

  it('gives a question a new id when its words or choices change, so old answers cannot be scored against it', () => {
    const ids = (source: string, onDate = ON) => renderLessonFile({ fileName: 'x.md', source }, { site, onDate }).questions.map((q) => q.id);
    const [first, second] = ids(LESSON);
    expect(first).not.toBe(second);
    // Same words: same ids, whatever the figures say on the day or how the explanation reads.
    expect(ids(LESSON, new Date('2031-06-01T12:00:00Z'))).toEqual([first, second]);
    expect(ids(LESSON.replace('Because it is.', 'Because the fee is what the court charges.'))).toEqual([first, second]);
    // Edited prompt, edited choice, or a different right choice: a new id for that question only.
    for (const edited of [LESSON.replace('### Which one?', '### Which one is right?'), LESSON.replace('- [ ] Wrong', '- [ ] Wrong, surely'), LESSON.replace('- [ ] Wrong\n- [x] Right', '- [x] Wrong\n- [ ] Right')]) {
      const [editedFirst, editedSecond] = ids(edited);
      expect(editedFirst).toMatch(/^q1-/);
      expect(editedFirst).not.toBe(first);
      expect(editedSecond).toBe(second);
    }
  });

  it('names the file and the mistake an editor made', () => {
    const render = (source: string) => () => renderLessonFile({ fileName: 'bad.md', source }, { site, onDate: ON });
    expect(render(LESSON.replace('- [x] Right', '- [ ] Right'))).toThrow(/bad\.md: question 1 needs exactly one right choice/);
    expect(render(LESSON.replace('## What to do next', '## Next'))).toThrow(/bad\.md: has no "## What to do next" section/);
    expect(render(LESSON.replace('{{filingFee.chapter7}}.', '{{filingFee.chapter8}}.'))).toThrow(/bad\.md: .*Unknown legal figure token/);
    expect(render(LESSON.replace('[[means-test-calculator]]', '[[budget-tool]]'))).toThrow(/bad\.md: unknown tool \[\[budget-tool\]\]/);
    expect(render(LESSON.replace('minutes: 5', 'minutes: soon'))).toThrow(/bad\.md: front matter needs minutes/);
    expect(render(LESSON.replace('Because it is.', ''))).toThrow(/bad\.md: question 1 needs an explanation/);
  });

  it('reads lesson ids and order from file names', () => {
    expect(lessonFileName('03-means-test.md')).toEqual({ number: 3, id: 'means-test' });
    expect(lessonFileName('README.md')).toBeNull();
    expect(() => lessonFileName('09-complete.md')).toThrow(/cannot be a lesson id/);
  });

  it('spots a figure typed into a lesson instead of a token', () => {
    expect(typedFigures('The fee is $338 or 150% of it, due in 14 days; {{filingFee.chapter7}} is fine.')).toEqual(['$338', '150%', '14 days']);
    expect(typedFigures('You lived there for most of the last six months, the six full calendar months, a six-month period.')).toEqual(['six months', 'six full calendar months', 'six-month']);
    expect(typedFigures('Form 122A-2, lesson 3, within {{creditCounseling.window}}, a few weeks, for years, times twelve.')).toEqual([]);
  });
});

describe.each(Object.keys(COURSES))('the %s course content files', (courseType) => {
  const dir = path.join(COURSE_CONTENT_DIR, courseType);
  const lessons = readLessonSources(dir);

  it('has about eight lessons, numbered in order, every file a lesson', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(6);
    expect(lessons.map((l) => l.number)).toEqual(lessons.map((_, i) => i + 1));
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
    expect(files.filter((f) => !lessonFileName(f))).toEqual([]);
  });

  it.each(lessons.map((l) => [l.fileName, l] as const))('%s renders: sections, at least two questions and next steps with links into the site', (_name, lesson) => {
    const rendered = renderLessonFile(lesson, { site, onDate: ON });
    expect(rendered.sections.length).toBeGreaterThanOrEqual(2);
    expect(rendered.questions.length).toBeGreaterThanOrEqual(2);
    expect(rendered.nextSteps.some((step) => /href="\/[a-z]/.test(step))).toBe(true);
    expect(JSON.stringify(rendered)).not.toMatch(/\{\{|\}\}|\[\[/);
  });

  it.each(lessons.map((l) => [l.fileName, l.source] as const))('%s types no dollar amount, percentage or period: every figure is a token', (_name, source) => {
    expect(typedFigures(source)).toEqual([]);
    expect(listLegalFigureTokens(source).length).toBeGreaterThan(0);
  });
});
