import { STORAGE_KEYS } from './cart.types';

/** The e-mail the visitor gave on the home page, to prefill forms; storage may be blocked. */
export function storedEmail(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEYS.userEmail) || undefined;
  } catch {
    return undefined;
  }
}
