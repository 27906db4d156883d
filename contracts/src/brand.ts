/**
 * Below this screen width the shell's header shows the quote's View Quote and Checkout as icons (mfe-booking's
 * HeaderQuote draws them, the shell keeps their room): one number both sides of that seam read.
 */
export const HEADER_ICONS_BELOW_PX = 560;

/** Company facts shown by more than one side (footer, info pages, confirmations, e-mails, PDFs). */
export const BRAND = {
  productName: 'VIP Airport Services',
  /** The brand where its name does not fit on one line (a phone's header). */
  shortMark: 'VIP Airport',
  legalName: 'VIP Airport Services LLC',
  supportEmail: 'concierge@vipairportservices.com',
  supportPhone: '+1 (888) 847-4847',
  supportPhoneHref: 'tel:+18888474847',
  /** Terms and Privacy carry this date, as the spec says. */
  policiesLastUpdated: 'April 2024',
  governingLaw: 'State of Delaware',
  airportCount: '270+',
  serviceCount: '1,200+',
} as const;

/**
 * The brand's colours, the one place they are written: antd's theme (ui) and every page's, e-mail's and
 * document's own styles read them. White text on navy is 12.1:1, navy on gold 5.3:1.
 */
export const BRAND_COLORS = {
  navy: '#0b3a66',
  /** Navy behind a focused field's border, 20 %. */
  navyGlow: 'rgba(11, 58, 102, 0.2)',
  navyTint: '#e6edf5',
  gold: '#c9a227',
  goldHover: '#d8b54a',
} as const;
