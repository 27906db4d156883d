const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
// Long enough for a slow network's answer; a retry that fails again keeps its button and the focus on it.
const WATCH_MS = 30_000;

let watching: (() => void) | undefined;

/**
 * Call as Try again is pressed. When it works, the content takes the place of the failure's message and its button,
 * and the browser drops the focus to the page's body: a keyboard or screen-reader user is left nowhere. The focus
 * goes to the first heading the retry brought instead, once it is there, unless the user has moved it meanwhile.
 */
export function focusContentAfterRetry(): void {
  watching?.();
  if (typeof MutationObserver === 'undefined') return;
  const pressed = document.activeElement;
  const before = new Set(document.querySelectorAll(HEADINGS));
  const settle = () => {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return focused !== pressed;
    const heading = [...document.querySelectorAll<HTMLElement>(HEADINGS)].find((h) => !before.has(h));
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  const observer = new MutationObserver(() => settle() && stop());
  const timer = setTimeout(() => stop(), WATCH_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (watching === stop) watching = undefined;
  };
  watching = stop;
  observer.observe(document.body, { childList: true, subtree: true });
}
