import * as React from 'react';
import { medianIncomeImportSchema, type MedianIncomeImport } from '#shared/contracts/median-income.ts';
import { QueryState } from '#client/components/data/query-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatDollars } from '#shared/format/money.ts';
import { useImportMedianIncomeTable, useMedianIncomeTables } from '../api/median-income-tables.ts';
import '#client/i18n/en/admin.ts';

const EMPTY: MedianIncomeImport = { effectiveDate: '', sourceUrl: '', csv: '' };

function ImportForm() {
  const t = useT();
  const importTable = useImportMedianIncomeTable();
  const form = useZodForm<MedianIncomeImport, MedianIncomeImport>({ schema: medianIncomeImportSchema, defaultValues: EMPTY, idPrefix: 'median-import' });

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) form.setValue('csv', await file.text(), { shouldDirty: true });
  };

  const onValidSubmit = async (input: MedianIncomeImport) => {
    if (importTable.isPending) return;
    await importTable.mutateAsync(input);
    toast({ title: t('admin.legalFigures.imported', { date: formatIsoDate(input.effectiveDate) }) });
    form.reset(EMPTY);
  };

  return (
    <ZodForm form={form} onValidSubmit={onValidSubmit} onSubmitError={(error) => reportApiFailure(error, { title: t('admin.legalFigures.importFailed') })} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="effectiveDate" label={t('admin.legalFigures.effectiveDate')} hint={t('admin.legalFigures.effectiveDateHint')} type="date" />
        <TextField name="sourceUrl" label={t('admin.legalFigures.sourceUrl')} hint={t('admin.legalFigures.sourceUrlHint')} type="url" inputMode="url" />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="median-import-file" className="text-sm font-medium">
          {t('admin.legalFigures.file')}
        </label>
        <input id="median-import-file" type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} className="text-sm" />
      </div>
      <TextareaField name="csv" label={t('admin.legalFigures.csv')} hint={t('admin.legalFigures.csvHint')} rows={8} className="font-mono" />
      <Button type="submit" className="self-start" disabled={importTable.isPending}>
        {importTable.isPending ? t('admin.saving') : t('admin.legalFigures.import')}
      </Button>
    </ZodForm>
  );
}

/** Legal figures (issue 15): the median income tables in the data, the warning to import the official table, and the import of a new table. */
export function LegalFiguresAdminPanel() {
  const t = useT();
  const tables = useMedianIncomeTables();
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold">{t('admin.legalFigures.heading')}</h2>
      <p className="text-sm text-muted-foreground">{t('admin.legalFigures.intro')}</p>
      <QueryState query={tables}>
        {(list) => (
          <>
            {list.importNeeded ? (
              <p role="status" className="rounded-md border border-notice-border bg-notice p-4 text-sm font-medium">
                {list.importNeeded.filingDate >= list.importNeeded.likelyReplacedOn
                  ? t('admin.legalFigures.replaced', {
                      filingDate: formatIsoDate(list.importNeeded.filingDate),
                      replacedOn: formatIsoDate(list.importNeeded.likelyReplacedOn),
                      date: formatIsoDate(list.importNeeded.tableEffectiveDate),
                    })
                  : t('admin.legalFigures.estimate', { filingDate: formatIsoDate(list.importNeeded.filingDate), date: formatIsoDate(list.importNeeded.tableEffectiveDate) })}
              </p>
            ) : null}
            {/* On a narrow screen the table scrolls sideways: the region takes focus so keys scroll it too. */}
            <div className="overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" tabIndex={0} role="region" aria-label={t('admin.legalFigures.tablesCaption')}>
              <table className="w-full text-left text-sm">
                <caption className="pb-2 text-left font-semibold">{t('admin.legalFigures.tablesCaption')}</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-4">{t('admin.legalFigures.effectiveDate')}</th>
                    <th scope="col" className="py-2 pr-4">{t('admin.legalFigures.origin')}</th>
                    <th scope="col" className="py-2 pr-4">{t('admin.legalFigures.rows')}</th>
                    <th scope="col" className="py-2 pr-4">{t('admin.legalFigures.addOn')}</th>
                    <th scope="col" className="py-2">{t('admin.legalFigures.source')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.tables.map((table) => (
                    <tr key={table.effectiveDate} className="border-b border-border align-top">
                      <td className="py-2 pr-4 whitespace-nowrap">{formatIsoDate(table.effectiveDate)}</td>
                      <td className="py-2 pr-4">{table.origin === 'seed' ? t('admin.legalFigures.seed') : t('admin.legalFigures.importedOrigin')}</td>
                      <td className="py-2 pr-4 tabular-nums">{table.rowCount}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatDollars(table.addPerPersonOver4)}</td>
                      <td className="py-2 break-all">{table.source}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
      <section aria-labelledby="median-import-heading" className="flex flex-col gap-3">
        <h3 id="median-import-heading" className="text-lg font-semibold">
          {t('admin.legalFigures.importHeading')}
        </h3>
        <ImportForm />
      </section>
    </div>
  );
}
