import { Link } from 'react-router';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/how-to-file.ts';
import { hasHowToFile, howToFileHref } from '../lib/how-to-file.ts';

/** "How to file your forms", for a complete package (the others are filed in an open case); nothing otherwise. */
export function HowToFileLink({ documentId, templateId, className, ariaLabel }: { documentId: string; templateId: string; className?: string; ariaLabel?: string }) {
  const t = useT();
  if (!hasHowToFile(templateId)) return null;
  return (
    <Link to={howToFileHref(documentId)} className={className ?? 'self-start text-link underline underline-offset-4'} aria-label={ariaLabel}>
      {t('howToFile.link')}
    </Link>
  );
}
