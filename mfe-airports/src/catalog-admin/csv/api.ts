import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '@vip/contracts/http';
import { catalogImportResultSchema, type CatalogImportResult } from '@vip/contracts/schemas';
import type { CatalogApi } from '../common/catalog-api';
import { useCatalogAdmin } from '../common/catalog-context';
import { readBytes } from '../common/read-bytes';

export const EXPORT_PATH = '/export.csv';
export const IMPORT_PATH = '/import';

/** The whole catalog as CSV (airports, vendors, services, price versions, porter fees, promo codes). */
export async function exportCatalog(api: CatalogApi): Promise<{ blob: Blob; fileName: string }> {
  const res = await api.send('GET', EXPORT_PATH);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return { blob: await res.blob(), fileName: named ?? `catalog-${new Date().toISOString().slice(0, 10)}.csv` };
}

/** A dry run changes nothing and answers the diff; an apply is all or nothing. The file goes as it is, as text/csv. */
export const importCatalog = async (api: CatalogApi, file: Blob, dryRun: boolean) =>
  api.json('POST', IMPORT_PATH, {
    query: dryRun ? { dryRun: 'true' } : {},
    body: new Blob([await readBytes(file)], { type: 'text/csv' }),
    contentType: 'text/csv',
    schema: catalogImportResultSchema,
  });

/** A refused apply (422) carries the same result as its details: the rows and columns at fault. */
export function refusedImport(error: unknown): CatalogImportResult | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return undefined;
  const parsed = catalogImportResultSchema.safeParse(error.body?.error.details);
  return parsed.success ? parsed.data : undefined;
}

export function useExportCatalog() {
  const { api } = useCatalogAdmin();
  return useMutation({ mutationFn: () => exportCatalog(api) });
}

export function useImportCatalog() {
  const { api } = useCatalogAdmin();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: Blob; dryRun: boolean }) => importCatalog(api, csv, dryRun),
  });
}
