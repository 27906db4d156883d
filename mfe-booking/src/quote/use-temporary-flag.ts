import { useCallback, useEffect, useRef, useState } from 'react';

/** The quote button's changed label, and the copy confirmation, last 2 seconds. */
export const LABEL_RESET_MS = 2000;

/** A label that flips for a while after `trigger()`, with its timer cleared on unmount. */
export function useTemporaryFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    setOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, trigger];
}
