/**
 * The newest preview of each document, kept in memory so opening it again (the page's frame, a new
 * tab, a reload) does not draw it again. Keyed by the document and a fingerprint of what the PDF is
 * made from (version, case file, filing date): any save gives a new fingerprint, so a stale preview
 * is never served. Bounded by total bytes (least recently used go first) and by age, so personal
 * data does not linger in memory.
 */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_AGE_MS = 15 * 60_000;

interface Entry {
  fingerprint: string;
  bytes: Buffer;
  storedAt: number;
}

export function createPreviewCache(options: { clock: () => Date; maxBytes?: number; maxAgeMs?: number }) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  // Renders under way, so the same preview asked twice at once (the frame and a new tab) is drawn once.
  const pending = new Map<string, { fingerprint: string; bytes: Promise<Buffer> }>();
  let totalBytes = 0;

  function drop(documentId: string): void {
    const entry = entries.get(documentId);
    if (!entry) return;
    entries.delete(documentId);
    totalBytes -= entry.bytes.length;
  }

  const isFresh = (entry: Entry) => options.clock().getTime() - entry.storedAt < maxAgeMs;

  function store(documentId: string, fingerprint: string, bytes: Buffer): void {
    drop(documentId);
    for (const [id, entry] of entries) if (!isFresh(entry)) drop(id);
    if (bytes.length > maxBytes / 4) return;
    entries.set(documentId, { fingerprint, bytes, storedAt: options.clock().getTime() });
    totalBytes += bytes.length;
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    /** The preview of this fingerprint: from memory, from a render already under way, or from `render`. */
    async get(documentId: string, fingerprint: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const entry = entries.get(documentId);
      if (entry && entry.fingerprint === fingerprint && isFresh(entry)) {
        entries.delete(documentId);
        entries.set(documentId, entry);
        return entry.bytes;
      }
      const underWay = pending.get(documentId);
      if (underWay?.fingerprint === fingerprint) return underWay.bytes;
      const bytes = render();
      pending.set(documentId, { fingerprint, bytes });
      try {
        const made = await bytes;
        store(documentId, fingerprint, made);
        return made;
      } finally {
        if (pending.get(documentId)?.bytes === bytes) pending.delete(documentId);
      }
    },
  };
}
