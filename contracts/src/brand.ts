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
