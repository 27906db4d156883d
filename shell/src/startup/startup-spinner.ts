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

/**
 * The app's scripts did not load (a network failure, a deploy in between): the overlay says so instead of
 * turning forever. A page the server rendered has no overlay; it stays readable as it is.
 */
export function showStartupFailure(element: HTMLElement | null): void {
  if (!element) return;
  element.setAttribute('role', 'alert');
  element.textContent = 'The page could not load. Please check your connection and reload the page.';
}
