import { BRAND_COLORS } from '@vip/contracts/brand';
/**
 * The notifications region every toast is shown in (antd's notifications are put here, both the light pages'
 * toasts and those of pages built with antd), with what the spec asks of toasts beyond antd's own: a swipe
 * right of 50 px dismisses one, F8 moves the focus to the region, and they are 300 px wide on phones and
 * 420 px from 768 px up. No antd here: it loads with the first toast's code.
 */
export const TOAST_REGION_LABEL = 'Notifications (F8)';
export const TOAST_HOTKEY = 'F8';
/** How far right a toast is dragged before it is dismissed. */
export const SWIPE_DISMISS_PX = 50;
export const TOAST_WIDTH_PX = { phone: 300, wide: 420, wideFrom: 768 } as const;

const NOTICE = '.ant-notification-notice';
const CLOSE = '.ant-notification-notice-close';
// On a phone the edge shrinks to 10 px, so a 300 px toast fits the narrowest screen (320 px) whole.
const PHONE_EDGE = 10;
const WIDE_EDGE = 24;

// Three classes: above antd's own rules for the holder and the notice, whichever order they load in.
const REGION_STYLE = `
.vip-toasts { outline: none; }
.vip-toasts .ant-notification.ant-notification { --notification-margin-edge: ${PHONE_EDGE}px; width: ${TOAST_WIDTH_PX.phone + 2 * PHONE_EDGE}px; max-width: 100vw; }
.vip-toasts .ant-notification .ant-notification-notice { width: ${TOAST_WIDTH_PX.phone}px; max-width: calc(100vw - ${2 * PHONE_EDGE}px); box-sizing: border-box; touch-action: pan-y; }
.vip-toasts:focus-visible .ant-notification .ant-notification-notice { outline: 3px solid ${BRAND_COLORS.navy}; outline-offset: 2px; }
@media (min-width: ${TOAST_WIDTH_PX.wideFrom}px) {
  .vip-toasts .ant-notification.ant-notification { --notification-margin-edge: ${WIDE_EDGE}px; width: ${TOAST_WIDTH_PX.wide + 2 * WIDE_EDGE}px; }
  .vip-toasts .ant-notification .ant-notification-notice { width: ${TOAST_WIDTH_PX.wide}px; max-width: calc(100vw - ${2 * WIDE_EDGE}px); }
}
`;

let region: HTMLElement | undefined;
/** Where the focus was when F8 moved it here: it goes back there when the last toast goes. */
let focusBefore: HTMLElement | null = null;

/** The region, made on first use (antd's getContainer: only ever called in the browser, when a toast opens). */
export function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('section');
  region.className = 'vip-toasts';
  region.setAttribute('aria-label', TOAST_REGION_LABEL);
  region.tabIndex = -1;
  const style = document.createElement('style');
  style.textContent = REGION_STYLE;
  region.append(style);
  listenForSwipes(region);
  returnFocusWhenEmpty(region);
  document.body.append(region);
  document.addEventListener('keydown', onHotkey);
  return region;
}

function hasToast(el: HTMLElement): boolean {
  return el.querySelector(NOTICE) !== null;
}

function onHotkey(event: KeyboardEvent): void {
  if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  // With no toast there is nothing to read: the focus stays where it is.
  if (!region?.isConnected || !hasToast(region)) return;
  event.preventDefault();
  if (!region.contains(document.activeElement))
    focusBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  region.focus();
}

/**
 * When the last toast goes while the focus is in the region (or went with the toast's button), it goes back
 * where F8 found it: left in an emptied region, or on the page's body, it would be lost to the keyboard.
 */
function returnFocusWhenEmpty(el: HTMLElement): void {
  el.addEventListener('focusout', (event) => {
    // Moved on elsewhere by the visitor: nothing to give back.
    if (event.relatedTarget instanceof Node && !el.contains(event.relatedTarget)) focusBefore = null;
  });
  new MutationObserver(() => {
    if (!focusBefore || hasToast(el)) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || el.contains(active);
    if (lost) {
      if (focusBefore.isConnected) focusBefore.focus();
      else el.blur();
    }
    focusBefore = null;
  }).observe(el, { childList: true, subtree: true });
}

/** Dismisses a toast as its close button does, so antd runs its own close (and the onClose of the caller). */
export function dismissToast(notice: Element): void {
  notice.querySelector<HTMLElement>(CLOSE)?.click();
}

/** A toast follows a finger or mouse dragged right; let go 50 px or more to the right, it is dismissed. */
function listenForSwipes(el: HTMLElement): void {
  el.addEventListener('pointerdown', (down) => {
    const notice = down.target instanceof Element ? down.target.closest<HTMLElement>(NOTICE) : null;
    if (!notice || down.button !== 0) return;
    const startX = down.clientX;
    const moved = (e: PointerEvent) => Math.max(0, e.clientX - startX);
    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== down.pointerId) return;
      notice.style.transform = moved(e) > 0 ? `translateX(${moved(e)}px)` : '';
    };
    const onEnd = (e: PointerEvent) => {
      if (e.pointerId !== down.pointerId) return;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      if (e.type === 'pointerup' && moved(e) >= SWIPE_DISMISS_PX) dismissToast(notice);
      else notice.style.transform = '';
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
  });
}
