/** Catalog screens read again after this long: several people edit the catalog, and lists should show it. */
export const CATALOG_STALE_MS = 10_000;
