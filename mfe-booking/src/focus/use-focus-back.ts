import { useCallback, useEffect, useRef } from 'react';

/**
 * A form sent disables its fields, and a browser takes the focus from a field that becomes disabled. Call the
 * returned `mark` as the request goes: once `busy` ends with the page still there (a refusal) and the focus on
 * nothing, it goes back where it was. Focus given elsewhere meanwhile (a wrong field) is left alone.
 */
export function useFocusBack(busy: boolean): () => void {
  const marked = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const element = marked.current;
    marked.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [busy]);
  return useCallback(() => {
    marked.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
