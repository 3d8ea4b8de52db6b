import { Link } from 'react-router';
import type { UserDocument } from '#shared/contracts/documents.ts';
import { DOCUMENT_PACKAGE_NAMES } from '#shared/document-packages.ts';
import { usePackagePurchaseSlot } from '../lib/package-purchase-slot.tsx';
import { formatShortDate } from '#shared/format/dates.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import '#client/i18n/en/premium.ts';
import { useDeleteDocument } from '../api/documents-api.ts';
import { hasSeparateFiles, SEPARATE_FILES, separateFileHref } from '../lib/separate-files.ts';
import { HowToFileLink } from './how-to-file-link.tsx';

/** The heading the focus goes to once a deleted document's row (and the button pressed) is gone. */
export const MY_DOCUMENTS_HEADING_ID = 'my-documents-heading';

/**
 * My Documents' rows: package, status, when; a draft continues, a generated one with a PDF downloads (spec 2.8) and leads to its
 * versions and Mark as filed. Any of them can be deleted, after a confirmation that says what goes and that it cannot be undone.
 */
export function DocumentList({ documents }: { documents: readonly UserDocument[] }) {
  const t = useT();
  const purchaseSlot = usePackagePurchaseSlot();
  const remove = useDeleteDocument();
  const onDelete = (name: string, id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        document.getElementById(MY_DOCUMENTS_HEADING_ID)?.focus();
        toast({ title: t('documents.mine.deletedTitle'), description: t('documents.mine.deletedText', { name }) });
      },
      onError: (error) => reportApiFailure(error, { title: t('documents.mine.deleteFailedTitle'), fallback: t('documents.mine.deleteFailed') }),
    });
  return (
    <ul className="flex flex-col gap-3">
      {documents.map((doc) => {
        const name = DOCUMENT_PACKAGE_NAMES[doc.templateId];
        const started = formatShortDate(doc.createdAt);
        return (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4" data-document-status={doc.status}>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-semibold">{name}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant={doc.status === 'draft' ? 'secondary' : 'success'}>{t(`documents.status.${doc.status}`)}</Badge>
                {t('documents.mine.updated', { date: formatShortDate(doc.updatedAt) })}
              </p>
              {doc.status === 'draft' ? purchaseSlot?.priceNote(doc.templateId) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {doc.status === 'draft' ? (
                <Link to={`/documents/edit/${encodeURIComponent(doc.id)}`} className={buttonVariants()} aria-label={t('documents.mine.actionFor', { action: t('documents.mine.continue'), name, date: started })}>
                  {t('documents.mine.continue')}
                </Link>
              ) : null}
              {doc.status !== 'draft' ? (
                <Link
                  to={`/documents/edit/${encodeURIComponent(doc.id)}?step=generate`}
                  className={buttonVariants({ variant: 'outline' })}
                  aria-label={t('documents.mine.actionFor', { action: t('documents.mine.versions'), name, date: started })}
                >
                  {t('documents.mine.versions')}
                </Link>
              ) : null}
              {doc.status !== 'draft' && doc.pdfPath ? (
                <a
                  href={`/api/download-pdf/${encodeURIComponent(doc.id)}`}
                  target="_blank"
                  rel="noopener"
                  className={buttonVariants({ variant: 'outline' })}
                  aria-label={t('documents.mine.actionFor', { action: t('documents.mine.download'), name, date: started })}
                >
                  {t('documents.mine.download')}
                </a>
              ) : null}
              {doc.status !== 'draft' && doc.pdfPath && hasSeparateFiles(doc.templateId)
                ? SEPARATE_FILES.map(({ file, labelKey }) => (
                    <a key={file} href={separateFileHref(doc.id, file)} className={buttonVariants({ variant: 'outline' })} aria-label={t('documents.mine.actionFor', { action: t(labelKey), name, date: started })}>
                      {t(labelKey)}
                    </a>
                  ))
                : null}
              {doc.status !== 'draft' && doc.pdfPath ? (
                <HowToFileLink
                  documentId={doc.id}
                  templateId={doc.templateId}
                  className={buttonVariants({ variant: 'outline' })}
                  ariaLabel={t('documents.mine.actionFor', { action: t('howToFile.link'), name, date: started })}
                />
              ) : null}
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" disabled={remove.isPending && remove.variables === doc.id} aria-label={t('documents.mine.actionFor', { action: t('documents.mine.delete'), name, date: started })}>
                    {remove.isPending && remove.variables === doc.id ? t('documents.mine.deleting') : t('documents.mine.delete')}
                  </Button>
                }
                title={t('documents.mine.deleteTitle')}
                description={t('documents.mine.deleteText', { name, date: started })}
                confirmLabel={t('documents.mine.deleteConfirm')}
                cancelLabel={t('documents.mine.deleteCancel')}
                onConfirm={() => onDelete(name, doc.id)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
