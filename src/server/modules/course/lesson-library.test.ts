import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '#shared/site-config.ts';
import { COURSE_CONTENT_DIR, LessonFilesError, checkLessonFiles } from './lesson-library.ts';

const ON = new Date('2026-11-26T12:00:00Z');
const dirs: string[] = [];

/** A copy of the real chapter7 lesson files, changed by `edit` (file name → new text, or null to delete). */
function contentWith(edit: Record<string, string | null>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-'));
  dirs.push(dir);
  fs.cpSync(path.join(COURSE_CONTENT_DIR, 'chapter7'), path.join(dir, 'chapter7'), { recursive: true });
  for (const [fileName, text] of Object.entries(edit)) {
    const file = path.join(dir, 'chapter7', fileName);
    if (text === null) fs.rmSync(file);
    else fs.writeFileSync(file, text);
  }
  return dir;
}

const checkIn = (contentDir: string) => checkLessonFiles({ site: DEFAULT_PUBLIC_SITE_CONFIG, onDate: ON, contentDir });
const realLesson = (fileName: string) => fs.readFileSync(path.join(COURSE_CONTENT_DIR, 'chapter7', fileName), 'utf8');

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('checking the lesson files at start', () => {
  it('passes the committed lesson files', () => {
    expect(() => checkIn(COURSE_CONTENT_DIR)).not.toThrow();
  });

  it('fails on a broken lesson, naming the course, the file and the mistake', () => {
    const broken = realLesson('03-means-test.md').replace('{{medianIncome.effectiveDate}}', '{{medianIncome.effectivDate}}').replace('## What to do next', '## Next');
    const check = () => checkIn(contentWith({ '03-means-test.md': broken, '05-filling-out-the-forms.md': 'no front matter' }));
    expect(check).toThrow(LessonFilesError);
    expect(check).toThrow(/chapter7\/03-means-test\.md: has no "## What to do next" section/);
    expect(check).toThrow(/chapter7\/05-filling-out-the-forms\.md: starts without front matter/);
  });

  it('fails when a course has no lessons, or its files skip a number', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-'));
    dirs.push(empty);
    expect(() => checkIn(empty)).toThrow(/chapter7: no lesson files \(NN-lesson-id\.md\) in /);

    const gap = contentWith({ '04-property-and-exemptions.md': null });
    expect(() => checkIn(gap)).toThrow(/chapter7\/05-filling-out-the-forms\.md: is lesson 4 in order, so its file name must start with 04-/);
  });

  it('fails on a file that would take the completion page’s address', () => {
    const dir = contentWith({ '09-complete.md': realLesson('08-after-filing.md') });
    expect(() => checkIn(dir)).toThrow(/chapter7\/09-complete\.md: "complete" cannot be a lesson id/);
  });
});
