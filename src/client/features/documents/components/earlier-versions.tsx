import type { DocumentPdf } from '#shared/contracts/document-pdfs.ts';
import { formatShortDateTime } from '#shared/format/dates.ts';
import { SEPARATE_FILES } from '../lib/separate-files.ts';

/** The link text of a file filed apart (Form 121, the mailing list), by the kind the server names it. */
const linkTextOf = (kind: DocumentPdf['separateFiles'][number]['kind']) => SEPARATE_FILES.find((file) => file.kind === kind)?.linkText ?? 'Download';

/**
 * "Earlier versions of your forms": every final PDF made before the newest, each still downloadable with the
 * files made with it (spec "Document states": editing after generation makes a new version).
 */
export function EarlierVersions({ pdfs }: { pdfs: readonly DocumentPdf[] }) {
  const earlier = pdfs.slice(1);
  if (earlier.length === 0) return null;
  return (
    <section aria-labelledby="earlier-versions-heading" className="flex flex-col gap-3">
      <h2 id="earlier-versions-heading" className="text-xl font-semibold">
        Earlier versions of your forms
      </h2>
      <p className="max-w-prose text-muted-foreground">You changed your answers after these were made. File the newest version above; these stay here for your records.</p>
      <ul className="flex flex-col gap-3">
        {earlier.map((pdf) => {
          const made = formatShortDateTime(pdf.createdAt);
          const version = `version ${pdf.generation}, made ${made}`;
          return (
            <li key={pdf.generation} className="flex flex-col gap-2 rounded-lg border border-border p-4" data-generation={pdf.generation}>
              <p className="font-medium">
                Version {pdf.generation}, made {made}
              </p>
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                <li>
                  <a href={pdf.downloadUrl} aria-label={`Download PDF, ${version}`} className="text-link underline underline-offset-4">
                    Download PDF
                  </a>
                </li>
                {pdf.separateFiles.map((file) => (
                  <li key={file.kind}>
                    <a href={file.downloadUrl} aria-label={`${linkTextOf(file.kind)}, ${version}`} className="text-link underline underline-offset-4">
                      {linkTextOf(file.kind)}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
