import { BRAND_COLORS } from '@vip/contracts/brand';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@vip/contracts/i18n';
/** What the spec asks of toasts beyond antd: swipe to dismiss, F8 to reach them, fixed widths. No antd here. */
export const TOAST_REGION_LABEL = 'Notifications (F8)';
/** The region is made by plain browser code, outside React and its messages: its name in each language here. */
const TOAST_REGION_LABELS: Record<Locale, string> = {
  en: TOAST_REGION_LABEL,
  fr: 'Notifications (F8)',
  de: 'Benachrichtigungen (F8)',
  es: 'Notificaciones (F8)',
  ar: 'الإشعارات (F8)',
  'zh-Hans': '通知 (F8)',
};
export const TOAST_HOTKEY = 'F8';
export const SWIPE_DISMISS_PX = 50;
export const TOAST_WIDTH_PX = { phone: 300, wide: 420, wideFrom: 768 } as const;

const NOTICE = '.ant-notification-notice';
const CLOSE = '.ant-notification-notice-close';
// So a 300 px toast fits a 320 px screen.
const PHONE_EDGE = 10;
const WIDE_EDGE = 24;

// Three classes outrank antd's rules, whichever order they load in.
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
let focusBefore: HTMLElement | null = null;

/** antd's getContainer: only ever called in the browser. */
export function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('section');
  region.className = 'vip-toasts';
  const lang = document.documentElement.lang;
  region.setAttribute('aria-label', TOAST_REGION_LABELS[isLocale(lang) ? lang : DEFAULT_LOCALE]);
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
  if (!region?.isConnected || !hasToast(region)) return;
  event.preventDefault();
  if (!region.contains(document.activeElement))
    focusBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  region.focus();
}

/** Focus left in an emptied region, or on the body, would be lost to the keyboard: it goes back where F8 found it. */
function returnFocusWhenEmpty(el: HTMLElement): void {
  el.addEventListener('focusout', (event) => {
    // The visitor moved on: nothing to give back.
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

/** Clicks the close button so antd runs its own close and the caller's onClose. */
export function dismissToast(notice: Element): void {
  notice.querySelector<HTMLElement>(CLOSE)?.click();
}

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
