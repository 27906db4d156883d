/** The start-up overlay (in index.html): fades after 300 ms, is removed 300 ms later. */
export const SPINNER_FADE_AFTER_MS = 300;
export const SPINNER_REMOVE_AFTER_MS = 300;

export function dismissStartupSpinner(element: HTMLElement | null): void {
  if (!element) return;
  setTimeout(() => {
    element.classList.add('is-fading');
    setTimeout(() => element.remove(), SPINNER_REMOVE_AFTER_MS);
  }, SPINNER_FADE_AFTER_MS);
}
