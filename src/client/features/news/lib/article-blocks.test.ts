import { describe, expect, it } from 'vitest';
import { parseArticleBlocks } from './article-blocks.ts';

describe('parseArticleBlocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseArticleBlocks('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      { type: 'paragraph', text: 'First line\nsecond line' },
      { type: 'paragraph', text: 'Next paragraph' },
    ]);
  });

  it('turns "- " lines into a list, also right after a paragraph line', () => {
    expect(parseArticleBlocks('What to do:\n- Get the forms\n- Check the date\n  at the bottom\nThen file.')).toEqual([
      { type: 'paragraph', text: 'What to do:' },
      { type: 'list', items: ['Get the forms', 'Check the date at the bottom'] },
      { type: 'paragraph', text: 'Then file.' },
    ]);
  });

  it('handles Windows line endings and empty text', () => {
    expect(parseArticleBlocks('a\r\n\r\n- b')).toEqual([
      { type: 'paragraph', text: 'a' },
      { type: 'list', items: ['b'] },
    ]);
    expect(parseArticleBlocks('  \n ')).toEqual([]);
  });

  it('keeps markup as plain text', () => {
    expect(parseArticleBlocks('<script>window.__xss=1</script>')).toEqual([{ type: 'paragraph', text: '<script>window.__xss=1</script>' }]);
  });

  it('does not treat a dash inside a sentence or a negative number as a list', () => {
    expect(parseArticleBlocks('Costs went up - a lot.\n-5 is not an item')).toEqual([{ type: 'paragraph', text: 'Costs went up - a lot.\n-5 is not an item' }]);
  });
});

describe('subheadings', () => {
  it('reads "## " lines as headings, closing the paragraph or list before them', () => {
    expect(parseArticleBlocks('Intro text.\n## What to do\n- Take the course\n\n## Deadlines\nWithin the time the rule gives.')).toEqual([
      { type: 'paragraph', text: 'Intro text.' },
      { type: 'heading', text: 'What to do' },
      { type: 'list', items: ['Take the course'] },
      { type: 'heading', text: 'Deadlines' },
      { type: 'paragraph', text: 'Within the time the rule gives.' },
    ]);
  });

  it('leaves a line that only starts with # or has no text as it is', () => {
    expect(parseArticleBlocks('#1 priority\n##')).toEqual([{ type: 'paragraph', text: '#1 priority\n##' }]);
  });
});
