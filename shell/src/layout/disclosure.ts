import { useEffect, useRef } from 'react';

/** A header <details>: a click elsewhere closes it, Escape closes it and gives the focus back to its summary. */
export function useDisclosure() {
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, []);

  const close = () => {
    if (!details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return { details, close, onKeyDown };
}
