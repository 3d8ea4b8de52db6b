import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentDetailSchema,
  saveDocumentSectionResponseSchema,
  saveSectionDraftResponseSchema,
  saveSsnResponseSchema,
  userDocumentListSchema,
  userDocumentSchema,
  type DocumentDetail,
  type SaveSectionDraftBody,
  type SsnPerson,
} from '#shared/contracts/documents.ts';
import { chapter13EligibilityResponseSchema } from '#shared/contracts/chapter13-eligibility.ts';
import { documentPdfListSchema, generateDocumentPdfResponseSchema, packageChecksResponseSchema } from '#shared/contracts/document-pdfs.ts';
import type { CaseFileSection } from '#shared/case-file/index.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const USER_DOCUMENTS_PATH = '/api/user-documents';

/** Query keys of the documents feature: all → list, detail(id). */
export const documentKeys = {
  all: [USER_DOCUMENTS_PATH] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
};

export const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;

const getList = apiJson(userDocumentListSchema);
const getDetail = apiJson(documentDetailSchema);
const postStart = apiJson(userDocumentSchema);
const putSection = apiJson(saveDocumentSectionResponseSchema);
const putSsn = apiJson(saveSsnResponseSchema);
const putSectionDraft = apiJson(saveSectionDraftResponseSchema);

/** GET /api/user-documents (spec 7: only when signed in, no retry, no refetch on focus, stale after 60 s). */
export function useUserDocuments(enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.list(),
    queryFn: ({ signal }) => getList(USER_DOCUMENTS_PATH, { signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}

export function documentQueryOptions(id: string) {
  return queryOptions({ queryKey: documentKeys.detail(id), queryFn: ({ signal }) => getDetail(documentPath(id), { signal }) });
}

/** GET /api/documents/:id: the document and its case file as saved (on any device). */
export function useDocument(id: string) {
  return useQuery({ ...documentQueryOptions(id), retry: false, refetchOnWindowFocus: false });
}

const getChapter13Eligibility = apiJson(chapter13EligibilityResponseSchema);

/**
 * GET /api/documents/:id/chapter13-eligibility: the server's Chapter 13 check and the means test a
 * plan is measured against (the legal tables stay on the server, decision 015), asked again for
 * each saved version of the document.
 */
export function useChapter13Eligibility(doc: { id: string; version: number }) {
  return useQuery({
    queryKey: [...documentKeys.detail(doc.id), 'chapter13-eligibility', doc.version],
    queryFn: ({ signal }) => getChapter13Eligibility(`${documentPath(doc.id)}/chapter13-eligibility`, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/start-document: a new draft of a package; the answer has its id. */
export function useStartDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: DocumentPackageId) => postStart('/api/start-document', { method: 'POST', body: { templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.list() }),
  });
}

const deleteOne = apiJson(() => import('zod').then(({ z }) => z.undefined()));

/** DELETE /api/documents/:id (204): the document and everything saved for it; the list refreshes and its detail is dropped. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOne(documentPath(id), { method: 'DELETE' }),
    retry: false,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: documentKeys.list() });
    },
  });
}

/** PUT /api/documents/:id/sections/:section: one whole section, checked by its schema on the server too. */
export function saveDocumentSection(id: string, section: CaseFileSection, value: unknown): Promise<DocumentDetail> {
  return putSection(`${documentPath(id)}/sections/${section}`, { method: 'PUT', body: value });
}

/** PUT /api/documents/:id/section-drafts/:section: a section's typing before it is complete, kept in the account for any device. */
export function saveSectionDraft(id: string, section: CaseFileSection, body: SaveSectionDraftBody) {
  return putSectionDraft(`${documentPath(id)}/section-drafts/${section}`, { method: 'PUT', body });
}

/** PUT /api/documents/:id/ssn: the full number, sent once, answered masked. */
export function saveSsn(id: string, person: SsnPerson, number: string) {
  return putSsn(`${documentPath(id)}/ssn`, { method: 'PUT', body: { person, number } });
}

/**
 * POST /api/documents/:id/{action}: the document's state changes, so the lists, the document and its parts refresh
 * (after a refusal too when `refreshOnError`: the refusal says what was shown is out of date).
 */
function useDocumentAction<T>(id: string, action: 'generate' | 'complete', post: (url: string, request: { method: 'POST' }) => Promise<T>, refreshOnError = false) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
  return useMutation({
    mutationFn: () => post(`${documentPath(id)}/${action}`, { method: 'POST' }),
    retry: false,
    onSuccess: refresh,
    ...(refreshOnError ? { onError: refresh } : {}),
  });
}

const postGenerate = apiJson(generateDocumentPdfResponseSchema);

/** POST /api/documents/:id/generate: the final PDF (needs the package bought). */
export const useGenerateDocumentPdf = (id: string) => useDocumentAction(id, 'generate', postGenerate);

const postComplete = apiJson(documentDetailSchema);

/** POST /api/documents/:id/complete: the person marks the document filed; its answers no longer change. */
export const useCompleteDocument = (id: string) => useDocumentAction(id, 'complete', postComplete, true);

/** A read of `/api/documents/:id/{part}` under the detail's key: saving or generating refreshes it with the document. */
function useDocumentPart<T>(id: string, part: 'checks' | 'pdfs', get: (url: string, request: { signal: AbortSignal }) => Promise<T>, enabled: boolean) {
  return useQuery({
    queryKey: [...documentKeys.detail(id), part],
    queryFn: ({ signal }) => get(`${documentPath(id)}/${part}`, { signal }),
    enabled,
    retry: false,
    // Read again each time the Generate step opens: an answer may have changed since.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

const getChecks = apiJson(packageChecksResponseSchema);

/** GET /api/documents/:id/checks: the cross-form mismatches Generate would refuse. */
export const useDocumentChecks = (id: string, enabled: boolean) => useDocumentPart(id, 'checks', getChecks, enabled);

const getPdfs = apiJson(documentPdfListSchema);

/** GET /api/documents/:id/pdfs: every final PDF made, newest first, each still downloadable. */
export const useDocumentPdfs = (id: string, enabled: boolean) => useDocumentPart(id, 'pdfs', getPdfs, enabled);
