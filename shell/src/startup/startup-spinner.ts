export const SPINNER_FADE_AFTER_MS = 300;
export const SPINNER_REMOVE_AFTER_MS = 300;

export function dismissStartupSpinner(element: HTMLElement | null): void {
  if (!element) return;
  setTimeout(() => {
    element.classList.add('is-fading');
    setTimeout(() => element.remove(), SPINNER_REMOVE_AFTER_MS);
  }, SPINNER_FADE_AFTER_MS);
}

/** Scripts failed: say so rather than spin forever. A server-rendered page has no overlay and stays readable. */
export function showStartupFailure(element: HTMLElement | null): void {
  if (!element) return;
  element.setAttribute('role', 'alert');
  element.textContent = 'The page could not load. Please check your connection and reload the page.';
}
