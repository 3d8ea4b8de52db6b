/**
 * A row's sources as people read them: a name and a date ("LSC grantee list, 2026"), with the
 * address to check it; never the source notes we keep for ourselves (issue 42).
 */
import type { ResourceRecord, SourceRef } from './data/types.ts';

export interface ShownSource {
  name: string;
  date: string;
  url: string;
}

const year = (day: string) => day.slice(0, 4);

/** The name of where a row comes from, by the kind of row; an admin's row by the site it cites. */
export function sourceNameOf(record: Pick<ResourceRecord, 'id' | 'kind' | 'organization' | 'sourceUrl'>): string {
  if (record.kind === 'legal_aid') return record.sourceUrl.includes('lsc.gov') ? 'LSC grantee list' : 'LSC program list';
  if (record.kind === 'court') return 'PACER court lookup data';
  if (record.id.startsWith('admin-')) {
    try {
      return new URL(record.sourceUrl).hostname.replace(/^www\./, '');
    } catch {
      return record.organization;
    }
  }
  return record.organization;
}

export function shownSource(record: Pick<ResourceRecord, 'id' | 'kind' | 'organization' | 'sourceUrl' | 'lastVerified'>): ShownSource {
  return { name: sourceNameOf(record), date: year(record.lastVerified), url: record.sourceUrl };
}

export const fromSourceRef = (ref: SourceRef): ShownSource => ({ name: ref.name, date: ref.date.slice(0, 4), url: ref.url });

/** "LSC grantee list, 2026" */
export const sourceInWords = (source: ShownSource) => `${source.name}, ${source.date}`;

/** One of each (same name and date) in the order given. */
export function distinctSources(sources: readonly ShownSource[]): ShownSource[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = sourceInWords(source);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
