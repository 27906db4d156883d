/** Catalog screens read again after this long: several people edit the catalog, and lists should show it. */
export const CATALOG_STALE_MS = 10_000;

/**
 * A list keeps showing its page while the next one loads (TanStack's keepPreviousData, written out: importing it
 * would add it to the shared TanStack Query every first visit loads).
 */
export const keepPrevious = <T>(previous: T | undefined): T | undefined => previous;
