/** One number both sides of the seam read (the shell keeps the room, mfe-booking's HeaderQuote draws the icons). */
export const HEADER_ICONS_BELOW_PX = 560;

export const BRAND = {
  productName: 'VIP Airport Services',
  shortMark: 'VIP Airport',
  legalName: 'VIP Airport Services LLC',
  supportEmail: 'concierge@vipairportservices.com',
  supportPhone: '+1 (888) 847-4847',
  supportPhoneHref: 'tel:+18888474847',
  policiesLastUpdated: 'April 2024',
  governingLaw: 'State of Delaware',
  airportCount: '270+',
  serviceCount: '1,200+',
} as const;

/** The one place they are written (contracts' THEME takes them in). White on navy is 12.1:1, navy on gold 5.3:1. */
export const BRAND_COLORS = {
  navy: '#0b3a66',
  navyGlow: 'rgba(11, 58, 102, 0.2)',
  navyTint: '#e6edf5',
  gold: '#c9a227',
  goldHover: '#d8b54a',
} as const;
