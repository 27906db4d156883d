import { createContext, useContext } from 'react';
import type { CatalogApi } from './catalog-api';

export interface CatalogAdminContextValue {
  api: CatalogApi;
  /** catalog.edit: without it (an operations agent) the screens show everything and offer no change. */
  canEdit: boolean;
  basePath: string;
}

export const CatalogAdminContext = createContext<CatalogAdminContextValue | null>(null);

export function useCatalogAdmin(): CatalogAdminContextValue {
  const value = useContext(CatalogAdminContext);
  if (!value) throw new Error('CatalogAdminContext is missing');
  return value;
}

/** A screen's address under the mount point: `path('services', 12)` → `/admin/catalog/services/12`. */
export function useCatalogPath(): (...parts: Array<string | number>) => string {
  const { basePath } = useCatalogAdmin();
  return (...parts) => [basePath, ...parts.map((p) => encodeURIComponent(String(p)))].join('/');
}
