const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
// Long enough for a slow network's answer; a retry that fails again keeps its button and the focus on it.
const WATCH_MS = 30_000;

const FOLLOWS = 4; // Node.DOCUMENT_POSITION_FOLLOWING, without reading Node on the server

let watching: (() => void) | undefined;

/**
 * Call as Try again is pressed. When it works, the content takes the place of the failure's message and its button,
 * and the browser drops the focus to the page's body: a keyboard or screen-reader user is left nowhere. The focus
 * goes to the first heading the retry brought instead, once it is there, unless the user has moved it meanwhile. A
 * list without a heading of its own (a table) gives it to the heading the failure was under, or in a dialog without one
 * to the dialog.
 */
export function focusContentAfterRetry(): void {
  watching?.();
  if (typeof MutationObserver === 'undefined') return;
  const pressed = document.activeElement;
  // Within a dialog, the focus stays in it: the page behind is out of reach.
  const dialog = pressed?.closest<HTMLElement>('[role="dialog"], dialog') ?? undefined;
  const scope = dialog ?? document.body;
  const headings = [...scope.querySelectorAll<HTMLElement>(HEADINGS)];
  const before = new Set(headings);
  const above = pressed && headings.filter((h) => h.compareDocumentPosition(pressed) & FOLLOWS).pop();
  const settle = () => {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return focused !== pressed;
    const target =
      [...scope.querySelectorAll<HTMLElement>(HEADINGS)].find((h) => !before.has(h)) ??
      [above, dialog].find((e) => e?.isConnected);
    if (!target) return false;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
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
