import { useQuery } from '@tanstack/react-query';
import { howToFilePath, howToFileSchema } from '#shared/contracts/how-to-file.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { documentKeys } from './documents-api.ts';

const getHowToFile = apiJson(howToFileSchema);

/** GET /api/documents/:id/how-to-file: the court office, fee, signing and next steps of one document. */
export function useHowToFile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...documentKeys.detail(id), 'how-to-file'],
    queryFn: ({ signal }) => getHowToFile(howToFilePath(id), { signal }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
