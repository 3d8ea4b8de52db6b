import { useParams } from 'react-router';
import { GuidePage } from '#client/features/documents/components/guide-page.tsx';
import { findGuide } from '#client/features/documents/lib/guides.ts';
import { NotFoundPage } from './not-found.tsx';

/** /documents/guides/{slug}: one of the five guides; any other slug gets the 404 screen. */
export function Component() {
  const guide = findGuide(useParams().slug);
  if (!guide) return <NotFoundPage />;
  return <GuidePage key={guide.slug} guide={guide} />;
}
