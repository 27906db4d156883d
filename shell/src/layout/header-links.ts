/**
 * The header's links (beside the brand from 1200 px, in the menu under it). 'Services' and 'Book with us' both
 * open /booking (as the spec has them); only 'Services' says it is the current page there, so one item is
 * highlighted for one route.
 */
export const HEADER_LINKS = [
  { to: '/airports', label: 'Airports', marksCurrent: true },
  { to: '/booking', label: 'Services', marksCurrent: true },
  { to: '/booking', label: 'Book with us', marksCurrent: false },
  { to: '/faq', label: 'FAQ', marksCurrent: true },
] as const;
