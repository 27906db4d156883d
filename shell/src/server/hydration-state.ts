import type { DehydratedState } from '@tanstack/react-query';

export const HYDRATION_STATE_ID = 'vip-hydration-state';

export interface HydrationState {
  remote?: string;
  queries: DehydratedState;
}

export function readHydrationState(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined;
  }
}
