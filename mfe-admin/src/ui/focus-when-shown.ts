/**
 * Focuses the element a selector names as soon as it is on the page (an action's result often renders a moment
 * later, after a refetch): tried once a frame for about two seconds, then given up.
 */
export function focusWhenShown(selector: string, frames = 120): void {
  const element = document.querySelector<HTMLElement>(selector);
  if (element && !element.hasAttribute('disabled')) {
    element.focus();
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(selector, frames - 1));
}
