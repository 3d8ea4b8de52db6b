import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { medianIncomeTableListSchema, type MedianIncomeImport } from '#shared/contracts/median-income.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { medianIncomeKeys } from '#client/lib/api/median-income-in-force.ts';

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
      // The calculator and pages of this tab use the new table from its effective date.
      await queryClient.invalidateQueries({ queryKey: medianIncomeKeys.all });
    },
  });
}
