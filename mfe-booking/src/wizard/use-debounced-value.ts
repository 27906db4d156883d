import { useEffect, useState } from 'react';

/** Airport suggestions are looked up only after the visitor stops typing for this long. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** The value once it has stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
