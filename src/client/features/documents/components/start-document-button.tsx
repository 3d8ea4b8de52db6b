import { useNavigate } from 'react-router';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { useStartDocument } from '../api/documents-api.ts';
import '#client/i18n/en/premium.ts';

/** Start (spec 2.8, 8): POST /api/start-document, the 'Document Started' toast, then the editor. */
export function StartDocumentButton({ templateId, name, disabled }: { templateId: DocumentPackageId; name: string; disabled?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartDocument();
  const onStart = () =>
    start.mutate(templateId, {
      onSuccess: (created) => {
        toast({ title: t('documents.startedTitle'), description: t('documents.startedText') });
        void navigate(`/documents/edit/${encodeURIComponent(created.id)}`);
      },
      onError: () => toast({ variant: 'destructive', title: t('documents.startFailedTitle'), description: t('documents.startFailedText') }),
    });
  return (
    <Button variant="outline" onClick={onStart} disabled={disabled || start.isPending} aria-label={start.isPending ? undefined : t('documents.startLabel', { name })}>
      {start.isPending ? t('documents.starting') : t('documents.start')}
    </Button>
  );
}
