import * as React from 'react';
import { Link } from 'react-router';
import { DOCUMENT_PACKAGE_NAMES } from '#shared/document-packages.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import '#client/i18n/en/how-to-file.ts';
import '#client/i18n/en/premium.ts';
import { useHowToFile } from '../api/how-to-file-api.ts';
import { FilingFee, WhatHappensNext, WhatToBring, WhereToFile } from './how-to-file-sections.tsx';

const editorHref = (id: string, step?: string) => `/documents/edit/${encodeURIComponent(id)}${step ? `?step=${step}` : ''}`;

/**
 * /documents/{id}/how-to-file: after generating, where to file (the clerk's office for the person's
 * county, with the court data's date), the fee and how to pay it, what to bring and what happens
 * next. Education, not legal advice; every figure and citation comes from the server.
 */
export function HowToFilePage({ id }: { id: string }) {
  const t = useT();
  const { isLoading, isAuthenticated } = useAuth();
  const isVisitor = !isLoading && !isAuthenticated;
  // Visitors sign in first and come back here.
  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);
  const query = useHowToFile(id, isAuthenticated);
  const heading = <h1 className="text-3xl font-bold tracking-tight">{t('page.document-how-to-file.heading')}</h1>;

  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <p role="alert">
          {t('howToFile.loadFailed')} {apiErrorMessage(query.error) ?? ''}
        </p>
        <Link to="/documents?tab=my-documents" className="self-start text-link underline underline-offset-4">
          {t('documents.mine.heading')}
        </Link>
      </div>
    );
  }
  const page = query.data;
  if (!page) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <Spinner label={t('howToFile.loading')} showLabel size="lg" className="flex justify-center py-16" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        {heading}
        <p className="text-lg">{t('howToFile.intro', { packageName: DOCUMENT_PACKAGE_NAMES[page.packageId], districtName: page.court.districtName })}</p>
        <p className="rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">{t('howToFile.notAdvice')}</p>
        {page.hasFinalPdf ? null : (
          <p>
            {t('howToFile.noPdfYet')}{' '}
            <Link to={editorHref(id, 'generate')} className="text-link underline underline-offset-4">
              {t('howToFile.noPdfYetLink')}
            </Link>
          </p>
        )}
      </div>
      <WhereToFile page={page} />
      <FilingFee page={page} editorHref={editorHref(id)} />
      <WhatToBring page={page} />
      <WhatHappensNext page={page} />
      <Link to={editorHref(id, 'generate')} className="self-start text-link underline underline-offset-4">
        {t('howToFile.back')}
      </Link>
    </div>
  );
}
