import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON script a server-rendered page carries for its hydration. */
export const HYDRATION_STATE_ID = 'vip-hydration-state';

/** What the server rendered with: the owning remote and the query cache (the manifest and the page's data). */
export interface HydrationState {
  remote?: string;
  queries: DehydratedState;
}

/** The server's state when this page was rendered on the server; undefined for a page the browser renders. */
export function readHydrationState(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}
