/** The parts of a TanStack Query result that say whether it is being tried again after failing. */
export interface QueryState {
  isPending: boolean;
  isFetching: boolean;
  errorUpdateCount: number;
}

/**
 * Whether a failed query is being fetched again. TanStack Query puts a query without data back to pending then, so
 * a page reading `isError` alone swapped the failure's message for a spinner on Try again: the button pressed went
 * away with the focus, and its busy state never showed. Pages show the failure while this holds too.
 */
export function retryingAfterError(query: QueryState): boolean {
  return query.isPending && query.isFetching && query.errorUpdateCount > 0;
}
