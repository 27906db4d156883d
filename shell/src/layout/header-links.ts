/** Two links open /booking, as the spec has them; only 'Services' marks it current, so one is highlighted. */
export const HEADER_LINKS = [
  { to: '/airports', label: 'Airports', marksCurrent: true },
  { to: '/booking', label: 'Services', marksCurrent: true },
  { to: '/booking', label: 'Book with us', marksCurrent: false },
  { to: '/faq', label: 'FAQ', marksCurrent: true },
] as const;
