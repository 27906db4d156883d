import { QueryClient, skipToken, type DefaultOptions } from '@tanstack/react-query';

/**
 * The server render's client: an enabled query of the API suspends the render until its answer is in, so one
 * render waits for exactly the data the page uses (a query waiting on another's answer suspends once that one
 * is in). A disabled query stays as in the browser: nothing fetched.
 */
export function suspendingQueryClient(defaultOptions: DefaultOptions): QueryClient {
  const client = new QueryClient({ defaultOptions });
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = (options) => {
    const defaulted = defaultQueryOptions(options);
    const { enabled, queryFn, queryKey } = defaulted;
    if (!isApiKey(queryKey) || queryFn === skipToken) return defaulted;
    if (typeof enabled === 'function' ? enabled(client.getQueryCache().build(client, defaulted)) : enabled !== false)
      defaulted.suspense = true;
    return defaulted;
  };
  return client;
}

/** Only these reach the browser with the page; what else a page keeps in its cache is its own. */
export function isApiKey(queryKey: readonly unknown[] | undefined): boolean {
  const first = queryKey?.[0];
  return typeof first === 'string' && first.startsWith('/api/');
}
