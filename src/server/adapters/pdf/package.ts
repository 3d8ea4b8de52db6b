/**
 * A document package as one PDF: its official forms in the package's order (DOCUMENT_PACKAGE_FORMS;
 * forms without a registered definition are reported as missing, so forms others add plug in by
 * registering), a bookmark per form, the package's page numbers, and the DRAFT watermark on
 * previews. Each form keeps its own "Page x of y" footer.
 */
import { PDFDocument, PDFHexString, PDFName, degrees, rgb, type PDFPage, type PDFRef } from 'pdf-lib';
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { DOCUMENT_PACKAGE_FORMS, DOCUMENT_PACKAGE_NAMES, type DocumentPackageId } from '#shared/document-packages.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { chapter13CoverSheet } from './chapter13/cover-sheet.ts';
import { amendedPlanCaseFile } from './chapter13/forms-for.ts';
import { composePackage } from './chapter7/composition.ts';
import { coverSheet, type CoverSheet } from './chapter7/cover-sheet.ts';
import { coverSheetEntry, drawCoverSheet } from './chapter7/draw-cover-sheet.ts';
import { captionFromCaseFile } from './forms/caption.ts';
import { formDefinition } from './forms/registry.ts';
import { LAW_TABLES, type FormTables } from './forms/tables.ts';
import type { FormContext, FormDefinition, FormValues } from './forms/types.ts';
import { FontSet } from './layout/fonts.ts';
import { drawForm } from './layout/render-form.ts';
import { MARGIN, PAGE } from './layout/writer.ts';

export interface RenderPackageOptions {
  /** Previews: "DRAFT" across every page. */
  draft: boolean;
  /** Planned filing date (ISO) for every dated figure; the case file's own date comes first. */
  filingDate: string;
  tables?: FormTables;
  /** Median income tables an admin imported: they join the committed ones for every median in the package (plain data: it crosses to the render worker). */
  importedMedianIncomeTables?: ImportedMedianIncomeTables;
  /** Document title and producer metadata. */
  title?: string;
  producer?: string;
  /** Pages drawn before the forms (the Chapter 7 cover sheet), with a bookmark of their own. */
  cover?: CoverSheet;
}

export interface RenderedPackageForm {
  number: string;
  title: string;
  /** 1-based page of the package where the form starts. */
  firstPage: number;
  pageCount: number;
}

export interface RenderedPackage {
  bytes: Uint8Array;
  pageCount: number;
  forms: RenderedPackageForm[];
  /** Forms of the package that have no definition yet (not in the PDF). */
  missing: string[];
}

/** Every form a package can prepare (the main PDF, the conditional forms it may add aside, and Form 121). */
export function packageFormNumbers(packageId: DocumentPackageId): readonly string[] {
  return DOCUMENT_PACKAGE_FORMS[packageId];
}

/** Values of every form, each computed once; `valuesOf` lets a form copy another's lines (106Sum). */
export function valuesResolver(caseFile: CaseFileDraft, filingDate: string, tables: FormTables): (formNumber: string) => FormValues | undefined {
  const cache = new Map<string, FormValues | undefined>();
  const computing = new Set<string>();
  const valuesOf = (formNumber: string): FormValues | undefined => {
    if (cache.has(formNumber)) return cache.get(formNumber);
    const definition = formDefinition(formNumber);
    if (!definition || computing.has(formNumber)) return undefined;
    computing.add(formNumber);
    const context: FormContext = { filingDate, tables, valuesOf };
    const values = definition.values(caseFile, context);
    computing.delete(formNumber);
    cache.set(formNumber, values);
    return values;
  };
  return valuesOf;
}

function addBookmarks(doc: PDFDocument, entries: { title: string; page: PDFPage }[]): void {
  if (entries.length === 0) return;
  const context = doc.context;
  const outlinesRef = context.nextRef();
  const refs: PDFRef[] = entries.map(() => context.nextRef());
  entries.forEach((entry, i) => {
    const item = context.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: outlinesRef,
      Dest: [entry.page.ref, 'XYZ', null, null, null],
      ...(i > 0 ? { Prev: refs[i - 1] } : {}),
      ...(i < entries.length - 1 ? { Next: refs[i + 1] } : {}),
    });
    context.assign(refs[i]!, item);
  });
  context.assign(outlinesRef, context.obj({ Type: 'Outlines', First: refs[0], Last: refs.at(-1), Count: entries.length }));
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

function stampDraft(page: PDFPage, fonts: FontSet): void {
  const font = fonts.font('bold');
  const size = 130;
  const width = font.widthOfTextAtSize('DRAFT', size);
  // Centred on the page, along the diagonal.
  const angle = Math.atan2(PAGE.height, PAGE.width);
  const x = PAGE.width / 2 - (Math.cos(angle) * width) / 2 + (Math.sin(angle) * size * 0.35);
  const y = PAGE.height / 2 - (Math.sin(angle) * width) / 2 - (Math.cos(angle) * size * 0.35);
  page.drawText('DRAFT', { x, y, size, font, color: rgb(0.75, 0.1, 0.1), opacity: 0.18, rotate: degrees((angle * 180) / Math.PI) });
  const note = 'DRAFT - preview only, not for filing';
  page.drawText(note, { x: MARGIN.left, y: PAGE.height - 22, size: 8, font, color: rgb(0.75, 0.1, 0.1) });
}

/** Renders the forms (official numbers, in order) of one case as one PDF. */
export async function renderForms(caseFile: CaseFileDraft, formNumbers: readonly string[], options: RenderPackageOptions): Promise<RenderedPackage> {
  const filingDate = caseFile.filing?.plannedFilingDate ?? options.filingDate;
  const tables = options.tables ?? LAW_TABLES;
  const valuesOf = valuesResolver(caseFile, filingDate, tables);
  const doc = await PDFDocument.create();
  const fonts = await FontSet.create(doc);
  const caption = captionFromCaseFile(caseFile);
  const forms: RenderedPackageForm[] = [];
  const bookmarks: { title: string; page: PDFPage }[] = [];
  const missing: string[] = [];
  if (options.cover) {
    const pages = await drawCoverSheet(doc, fonts, options.cover);
    bookmarks.push({ title: 'Read this first: what is inside, what to sign, where to file', page: pages[0]! });
  }
  for (const number of formNumbers) {
    const definition: FormDefinition | undefined = formDefinition(number);
    if (!definition) {
      missing.push(number);
      continue;
    }
    const firstPage = doc.getPageCount() + 1;
    const rendered = await drawForm(doc, fonts, definition, valuesOf(number) ?? {}, caption);
    forms.push({ number, title: definition.title, firstPage, pageCount: rendered.pages.length });
    bookmarks.push({ title: `Official Form ${number}: ${definition.title}`, page: rendered.pages[0]! });
  }
  const pages = doc.getPages();
  const small = fonts.font('regular');
  pages.forEach((page, i) => {
    const label = `Package page ${i + 1} of ${pages.length}`;
    page.drawText(label, { x: PAGE.width - MARGIN.right - small.widthOfTextAtSize(label, 7), y: 14, size: 7, font: small, color: rgb(0.35, 0.35, 0.35) });
    if (options.draft) stampDraft(page, fonts);
  });
  addBookmarks(doc, bookmarks);
  doc.setTitle(options.title ?? 'Official bankruptcy forms');
  if (options.producer) {
    doc.setProducer(options.producer);
    doc.setCreator(options.producer);
  }
  // Fixed dates keep a generated file's bytes (and SHA-256) a function of its content.
  doc.setCreationDate(new Date(`${filingDate}T00:00:00Z`));
  doc.setModificationDate(new Date(`${filingDate}T00:00:00Z`));
  const bytes = await doc.save();
  return { bytes, pageCount: pages.length, forms, missing };
}

/** What a package's main PDF holds, decided before any drawing: the case file as printed, its forms and the cover sheet. */
export interface PackagePlan {
  caseFile: CaseFileDraft;
  filingDate: string;
  forms: string[];
  cover?: CoverSheet;
}

/** The package's plan (pure; the drawing is `renderPackage`'s): tests check every draft against it quickly. */
export function planPackage(caseFile: CaseFileDraft, packageId: DocumentPackageId, options: Pick<RenderPackageOptions, 'filingDate'>): PackagePlan {
  const filingDate = caseFile.filing?.plannedFilingDate ?? options.filingDate;
  // The amended plan prints Form 113 marked amended.
  const composed = amendedPlanCaseFile(caseFile, packageId);
  const { forms, feeWaiver } = composePackage(composed, packageId, filingDate);
  const { filing } = composed;
  const sheetOf = packageId === 'chapter7-complete' ? coverSheet : packageId === 'chapter13-complete' ? chapter13CoverSheet : undefined;
  const cover =
    sheetOf && filing
      ? sheetOf({
          caseFile: { filing },
          filingDate,
          forms: forms.flatMap((n) => {
            const definition = formDefinition(n);
            return definition ? [coverSheetEntry(definition, filing.jointFiling)] : [];
          }),
          ...(feeWaiver ? { feeWaiver } : {}),
        })
      : undefined;
  return { caseFile: composed, filingDate, forms, ...(cover ? { cover } : {}) };
}

/** A package's main PDF: the cover sheet (Chapter 7), then its forms in filing order (Form 121 is a file of its own). */
export async function renderPackage(caseFile: CaseFileDraft, packageId: DocumentPackageId, options: RenderPackageOptions): Promise<RenderedPackage> {
  const { caseFile: composed, forms, cover } = planPackage(caseFile, packageId, options);
  return renderForms(composed, forms, { title: DOCUMENT_PACKAGE_NAMES[packageId], ...(cover ? { cover } : {}), ...options });
}
