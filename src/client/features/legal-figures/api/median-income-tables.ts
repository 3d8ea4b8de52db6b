import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { medianIncomeTableListSchema, type MedianIncomeImport } from '#shared/contracts/median-income.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_MEDIAN_TABLES_PATH = '/api/admin/median-income-tables';

export const adminMedianTableKeys = { all: [ADMIN_MEDIAN_TABLES_PATH] as const };

const tableList = apiJson(medianIncomeTableListSchema);

/** GET /api/admin/median-income-tables: the committed and imported tables, newest first, with the 7-month warning. */
export function useMedianIncomeTables() {
  return useQuery(queryOptions({ queryKey: adminMedianTableKeys.all, queryFn: ({ signal }) => tableList(ADMIN_MEDIAN_TABLES_PATH, { signal }) }));
}

/** POST /api/admin/median-income-tables: a 400 names each problem of the CSV by line. */
export function useImportMedianIncomeTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MedianIncomeImport) => tableList(ADMIN_MEDIAN_TABLES_PATH, { method: 'POST', body: input }),
    onSuccess: async (list) => {
      queryClient.setQueryData(adminMedianTableKeys.all, list);
      // The calculator of this tab uses the new table from its effective date. Every query is
      // marked stale (imports are rare), so this screen does not load the calculator's query module,
      // whose name would otherwise join every page's list of chunks to preload.
      await queryClient.invalidateQueries();
    },
  });
}
