/** The header's links (beside the brand from 1200 px, in the menu under it). */
export const HEADER_LINKS = [
  { to: '/airports', label: 'Airports' },
  { to: '/booking', label: 'Services' },
  { to: '/booking', label: 'Book with us' },
  { to: '/faq', label: 'FAQ' },
] as const;
