import { Link } from 'react-router';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { CASE_FILE_SECTION_TITLES, packageSections } from '#shared/case-file/index.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import type { CaseFileSection } from '#shared/case-file/index.ts';
import { useCompleteDocument, useDocumentChecks, useDocumentPdfs, useGenerateDocumentPdf } from '../api/documents-api.ts';
import { firstPageOfSection } from '../lib/interview-pages.ts';
import { GENERATE_STEP } from '../lib/interview-steps.ts';
import { usePackagePurchaseSlot } from '../lib/package-purchase-slot.tsx';
import { hasSeparateFiles, SEPARATE_FILES, separateFileHref } from '../lib/separate-files.ts';
import { EarlierVersions } from './earlier-versions.tsx';
import { FiledNotice, MarkFiled } from './mark-filed.tsx';
import { HowToFileLink } from './how-to-file-link.tsx';
import { savedSectionsProblems } from './section-problems.ts';

/** The server's checks of unfinished changes, which this page lists itself with the precise page of each problem. */
const UNFINISHED_CHECKS = new Set(['unfinished-changes', 'empty-rows']);

/** The last step: what is still missing, then the preview and Generate; once generated, marking filed and the earlier versions. */
export function GeneratePanel({ doc, editorHref }: { doc: DocumentDetail; editorHref: (step: string) => string }) {
  const missing = doc.missingSections.filter((section) => firstPageOfSection(section, doc.caseFile) !== undefined);
  const generate = useGenerateDocumentPdf(doc.id);
  const firstPageOf = (section: CaseFileSection) => editorHref(firstPageOfSection(section, doc.caseFile) ?? '');
  // Asked while sections are missing too: what the final package waits for (credit counseling, Form 107 details, the fee waiver's 150 % test) is said at once.
  const checks = useDocumentChecks(doc.id, doc.status !== 'completed');
  // Saved sections whose answers, as the person left them, still have problems (a row added and left blank).
  const problems = doc.status === 'completed' ? [] : savedSectionsProblems(doc, packageSections(doc.templateId as DocumentPackageId));
  const mismatches = (checks.data?.issues ?? []).filter((issue) => !(UNFINISHED_CHECKS.has(issue.check) && problems.some((problem) => problem.section === issue.section)));
  const hasPdf = Boolean(doc.pdfPath || generate.data);
  const pdfs = useDocumentPdfs(doc.id, hasPdf);
  const isFiled = doc.status === 'completed';
  // 403: the package is not bought yet. Said in the page with the way to buy it, not as a failure toast.
  const needsPurchase = generate.error instanceof ApiError && generate.error.status === 403;
  const purchaseSlot = usePackagePurchaseSlot();
  const complete = useCompleteDocument(doc.id);
  const onGenerate = () => {
    complete.reset();
    generate.mutate(undefined, { onError: (error) => (error instanceof ApiError && error.status === 403 ? undefined : reportApiFailure(error, { title: 'Generating failed', fallback: 'Please try again.' })) });
  };
  // 409: the newest PDF is out of date (answers changed, perhaps in another tab). Said in the page with the way to generate again.
  const isRefusedAsOutOfDate = complete.error instanceof ApiError && complete.error.status === 409;
  const onMarkFiled = () =>
    complete.mutate(undefined, {
      onSuccess: () => toast({ title: 'Marked as filed', description: 'Your forms are kept as you filed them. You can still download them here and in My Documents.' }),
      onError: (error) => (error instanceof ApiError && error.status === 409 ? undefined : reportApiFailure(error, { title: 'Marking as filed failed', fallback: 'Please try again.' })),
    });
  const mismatchList =
    mismatches.length > 0 ? (
      <div className="flex flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground" data-testid="generate-problems">
        <p className="font-semibold">Some of your answers cannot go into your forms yet. Fix these before you generate:</p>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          {mismatches.map((issue) => (
            <li key={`${issue.check}-${issue.message}`}>
              {issue.message}{' '}
              <Link to={issue.step ? editorHref(issue.step) : firstPageOf(issue.section)} className="text-link underline underline-offset-4">
                Fix it in “{CASE_FILE_SECTION_TITLES[issue.section]}”
              </Link>
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <div className="flex flex-col gap-6">
      {isFiled ? (
        <FiledNotice completedAt={doc.completedAt} isJustMarked={complete.isSuccess} />
      ) : missing.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
          <p className="font-semibold">Before you generate, finish these sections:</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {missing.map((section) => (
              <li key={section}>
                <Link to={firstPageOf(section)} className="text-link underline underline-offset-4">
                  {CASE_FILE_SECTION_TITLES[section]}
                </Link>
              </li>
            ))}
          </ul>
          {mismatches.length > 0 ? (
            <>
              <p className="font-semibold">And fix these answers (the final forms wait for them; the preview does not):</p>
              <ul className="flex list-disc flex-col gap-2 pl-5">
                {mismatches.map((issue) => (
                  <li key={`${issue.check}-${issue.message}`}>
                    <Link to={issue.step ? editorHref(issue.step) : firstPageOf(issue.section)} className="text-link underline underline-offset-4">
                      {issue.message}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : problems.length === 0 && mismatches.length === 0 ? (
        <p className="text-lg">Every section is saved. Check the preview, then generate your forms.</p>
      ) : null}
      {problems.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground" data-testid="section-problems">
          <p className="font-semibold">Some answers are not finished. Your forms still show your earlier answers until you fix these:</p>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {problems.map((problem, index) => (
              <li key={`${problem.section}-${index}`}>
                {problem.pageId ? (
                  <Link to={editorHref(problem.pageId)} className="text-link underline underline-offset-4">
                    {problem.message}
                  </Link>
                ) : (
                  problem.message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!isFiled ? (
        <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
          <h2 id="preview-heading" className="text-xl font-semibold">
            Preview (marked DRAFT)
          </h2>
          <p className="max-w-prose text-muted-foreground">
            {missing.length > 0 ? 'Your forms so far, from the answers saved to your account: the sections you have not finished are still blank. ' : ''}Check every page. The final forms, without the DRAFT mark, are made when you generate them with your package.
          </p>
          <iframe title="Preview of your forms, marked DRAFT" src={`/api/documents/${encodeURIComponent(doc.id)}/preview.pdf`} className="h-[70vh] w-full rounded-lg border border-border" />
          <a href={`/api/documents/${encodeURIComponent(doc.id)}/preview.pdf`} target="_blank" rel="noopener" className="self-start text-link underline underline-offset-4">
            Open the preview in a new tab
          </a>
        </section>
      ) : null}
      {missing.length === 0 && doc.status !== 'completed' ? (
        <section aria-labelledby="generate-heading" className="flex flex-col items-start gap-3">
          <h2 id="generate-heading" className="text-xl font-semibold">
            Generate your final forms
          </h2>
          <p className="max-w-prose text-muted-foreground">
            The final PDF has no DRAFT mark. It is kept with its date; if you change an answer later, generate again and your earlier PDF stays downloadable.
          </p>
          {mismatchList}
          <Button size="lg" onClick={onGenerate} disabled={generate.isPending || mismatches.length > 0 || problems.length > 0}>
            {generate.isPending ? 'Generating...' : 'Generate final PDF'}
          </Button>
          {needsPurchase ? (
            <div role="alert" className="flex flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
              {purchaseSlot ? purchaseSlot.buyHere(doc.templateId, editorHref(GENERATE_STEP)) : <p>{apiErrorMessage(generate.error)}</p>}
            </div>
          ) : null}
          {generate.data ? (
            <p role="status" className="font-medium">
              {generate.data.created ? 'Your final PDF is ready.' : 'Your answers have not changed since your last PDF: it is ready to download.'}
            </p>
          ) : null}
        </section>
      ) : null}
      {hasPdf ? (
        <a href={`/api/download-pdf/${encodeURIComponent(doc.id)}`} target="_blank" rel="noopener" className={buttonVariants({ size: 'lg', className: 'self-start' })}>
          Download PDF
        </a>
      ) : null}
      {hasPdf && hasSeparateFiles(doc.templateId) ? (
        <ul className="flex flex-col gap-2">
          {SEPARATE_FILES.map(({ file, linkText, description }) => (
            <li key={file}>
              <a href={separateFileHref(doc.id, file)} className="text-link underline underline-offset-4">
                {linkText}
              </a>{' '}
              <span className="text-muted-foreground">{description}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {hasPdf ? <HowToFileLink documentId={doc.id} templateId={doc.templateId} /> : null}
      {hasPdf && !isFiled ? (
        <MarkFiled
          isPending={complete.isPending}
          isOutOfDate={pdfs.data?.[0]?.current === false}
          refusal={isRefusedAsOutOfDate ? (apiErrorMessage(complete.error) ?? '') : null}
          isGenerating={generate.isPending}
          onConfirm={onMarkFiled}
          onGenerateAgain={onGenerate}
        />
      ) : null}
      <EarlierVersions pdfs={pdfs.data ?? []} />
    </div>
  );
}
