import { describe, expect, it } from 'vitest';
import { bindSessionDraft, clearDraft, readDraft, saveDraft, writeDraft, type DraftableForm } from './session-draft.ts';

/** A form as React Hook Form presents it to the draft code: values, setValue, and change events. */
function fakeForm(values: Record<string, unknown>) {
  const listeners = new Set<(values: Record<string, unknown>, info: { type?: string }) => void>();
  const form: DraftableForm & { type: (name: string, value: string) => void } = {
    getValues: () => ({ ...values }),
    setValue: (name, value) => void (values[name] = value),
    watch: (callback) => {
      listeners.add(callback);
      return { unsubscribe: () => void listeners.delete(callback) };
    },
    type: (name, value) => {
      values[name] = value;
      for (const listener of listeners) listener({ ...values }, { type: 'change' });
    },
  };
  return form;
}

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

  describe('bound to a form (window.sessionStorage)', () => {
    const storage = memoryStorage();
    Object.defineProperty(globalThis, 'window', { value: { sessionStorage: storage }, configurable: true });

    it('puts a saved draft back into an empty form and saves what is typed next', () => {
      storage.clear();
      writeDraft('story', { content: 'Saved before sign-in' }, ['content'], storage);
      const form = fakeForm({ content: '' });
      const stop = bindSessionDraft(form, 'story', ['content']);
      expect(form.getValues().content).toBe('Saved before sign-in');
      form.type('content', 'Saved before sign-in, and more');
      expect(readDraft('story', ['content'], storage)).toEqual({ content: 'Saved before sign-in, and more' });
      stop();
      form.type('content', 'after stop');
      expect(readDraft('story', ['content'], storage)).toEqual({ content: 'Saved before sign-in, and more' });
    });

    it('saves text typed before the draft code came, and keeps it over an older draft', () => {
      storage.clear();
      writeDraft('story', { content: 'An older draft' }, ['content'], storage);
      const form = fakeForm({ content: 'Typed while the page loaded' });
      bindSessionDraft(form, 'story', ['content']);
      expect(form.getValues().content).toBe('Typed while the page loaded');
      expect(readDraft('story', ['content'], storage)).toEqual({ content: 'Typed while the page loaded' });
    });

    it('saves on demand, without any change event', () => {
      storage.clear();
      saveDraft(fakeForm({ content: 'Sent as a visitor' }), 'story', ['content']);
      expect(readDraft('story', ['content'], storage)).toEqual({ content: 'Sent as a visitor' });
    });
  });
});
