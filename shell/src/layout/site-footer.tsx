import { Link } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import type { MessageKey } from '@vip/contracts/i18n';
import { useT } from '@vip/ui';

const columns: { title: MessageKey; links: { to: string; label: MessageKey }[] }[] = [
  {
    title: 'frame.footer.services',
    links: [
      { to: '/booking?type=arrival', label: 'frame.footer.arrival' },
      { to: '/booking?type=departure', label: 'frame.footer.departure' },
      { to: '/booking?type=transfer', label: 'frame.footer.transit' },
    ],
  },
  {
    title: 'frame.footer.company',
    links: [
      { to: '/airports', label: 'frame.footer.airports' },
      { to: '/faq', label: 'frame.footer.faq' },
      // Not the checkout, as in the spec: DESIGN.md finds bookings at /manage-booking.
      { to: '/manage-booking', label: 'frame.footer.manageBooking' },
    ],
  },
  {
    title: 'frame.footer.legal',
    links: [
      { to: '/privacy', label: 'frame.footer.privacy' },
      { to: '/terms', label: 'frame.footer.terms' },
    ],
  },
];

// Block-level and 28 px tall: each link is a target of its own, not a line of text.
const linkStyle = { color: '#dbe4ee', display: 'inline-block', lineHeight: '28px' };

/** CSS, so the server's HTML fits every width. */
const SITE_FOOTER_STYLE = `
.site-footer { background: #08294a; color: #dbe4ee; padding: 40px 24px; }
.site-footer__grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px 32px; max-width: 1200px; margin: 0 auto; }
.site-footer__title { color: #fff; font-size: 16px; font-weight: 600; line-height: 1.5; margin: 0 0 0.5em; }
@media (min-width: 576px) { .site-footer__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .site-footer__grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
`;

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <style>{SITE_FOOTER_STYLE}</style>
      <div className="site-footer__grid">
        {columns.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2 className="site-footer__title">{t(col.title)}</h2>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} style={linkStyle}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="site-footer__title">{t('frame.footer.contact')}</h2>
          <address style={{ fontStyle: 'normal', lineHeight: 2, overflowWrap: 'anywhere' }}>
            <a href={`mailto:${BRAND.supportEmail}`} style={linkStyle}>
              {BRAND.supportEmail}
            </a>
            <br />
            <a href={BRAND.supportPhoneHref} style={linkStyle} dir="ltr">
              {BRAND.supportPhone}
            </a>
            <br />
            {t('frame.footer.availability')}
          </address>
        </div>
      </div>
      <p style={{ textAlign: 'center', marginTop: 32, marginBottom: 0 }}>
        {t('frame.footer.copyright', {
          year: String(new Date().getFullYear()),
          legalName: BRAND.legalName,
          airportCount: BRAND.airportCount,
        })}
      </p>
    </footer>
  );
}
