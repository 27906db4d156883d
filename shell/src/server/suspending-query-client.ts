import {
  QueryClient,
  skipToken,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type DefaultOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

/**
 * The server render's client: an enabled query of the API suspends the render until its answer is in, so one
 * render waits for exactly the data the page uses (a query waiting on another's answer suspends once that one
 * is in). A disabled query stays as in the browser: nothing fetched.
 */
export class SuspendingQueryClient extends QueryClient {
  constructor(defaultOptions: DefaultOptions) {
    super({ defaultOptions });
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (isApiKey(defaulted.queryKey) && defaulted.queryFn !== skipToken && this.isEnabled(defaulted))
      defaulted.suspense = true;
    return defaulted;
  }

  private isEnabled<TQueryFnData, TError, TData, TQueryData, TQueryKey extends QueryKey>(
    options: DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): boolean {
    const { enabled } = options;
    if (typeof enabled !== 'function') return enabled !== false;
    return enabled(this.getQueryCache().build(this, options));
  }
}

/** Only these reach the browser with the page; what else a page keeps in its cache is its own. */
export function isApiKey(queryKey: readonly unknown[] | undefined): boolean {
  const first = queryKey?.[0];
  return typeof first === 'string' && first.startsWith('/api/');
}
