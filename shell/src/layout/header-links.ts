import type { MessageKey } from '@vip/contracts/i18n';

/** Two links open /booking, as the spec has them; only 'Services' marks it current, so one is highlighted. */
export const HEADER_LINKS: readonly { to: string; label: MessageKey; marksCurrent: boolean }[] = [
  { to: '/airports', label: 'frame.nav.airports', marksCurrent: true },
  { to: '/booking', label: 'frame.nav.services', marksCurrent: true },
  { to: '/booking', label: 'frame.nav.bookWithUs', marksCurrent: false },
  { to: '/faq', label: 'frame.nav.faq', marksCurrent: true },
];
