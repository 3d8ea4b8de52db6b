import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './session-draft.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('form drafts kept in the tab', () => {
  it('keeps only the listed text fields and gives them back', () => {
    const storage = memoryStorage();
    writeDraft('contact', { message: 'Hello there', website: 'bot', subject: '' }, ['message', 'subject'], storage);
    expect(readDraft('contact', ['message', 'subject', 'website'], storage)).toEqual({ message: 'Hello there' });
  });

  it('removes a draft once nothing is typed, and on clear', () => {
    const storage = memoryStorage();
    writeDraft('story', { content: 'My story' }, ['content'], storage);
    writeDraft('story', { content: '   ' }, ['content'], storage);
    expect(readDraft('story', ['content'], storage)).toBeNull();
    writeDraft('story', { content: 'Again' }, ['content'], storage);
    clearDraft('story', storage);
    expect(storage.length).toBe(0);
  });

  it('ignores what it cannot read and a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('form-draft:story', '{not json');
    expect(readDraft('story', ['content'], storage)).toBeNull();
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } } as Storage;
    expect(() => writeDraft('story', { content: 'x' }, ['content'], refusing)).not.toThrow();
    expect(readDraft('story', ['content'], null)).toBeNull();
  });
});
