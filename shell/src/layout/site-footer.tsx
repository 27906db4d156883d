import { Link } from 'react-router';
import { BRAND } from '@vip/contracts/brand';

const columns = [
  {
    title: 'Services',
    links: [
      { to: '/booking?type=arrival', label: 'Arrival Meet & Greet' },
      { to: '/booking?type=departure', label: 'Departure Assistance' },
      { to: '/booking?type=transfer', label: 'Transit & Connections' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/airports', label: 'Airports' },
      { to: '/faq', label: 'FAQ' },
      // Not the checkout, as in the spec: DESIGN.md finds bookings at /manage-booking.
      { to: '/manage-booking', label: 'Manage Booking' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms and Conditions' },
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
  return (
    <footer className="site-footer">
      <style>{SITE_FOOTER_STYLE}</style>
      <div className="site-footer__grid">
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="site-footer__title">{col.title}</h2>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} style={linkStyle}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="site-footer__title">Contact</h2>
          <address style={{ fontStyle: 'normal', lineHeight: 2, overflowWrap: 'anywhere' }}>
            <a href={`mailto:${BRAND.supportEmail}`} style={linkStyle}>
              {BRAND.supportEmail}
            </a>
            <br />
            <a href={BRAND.supportPhoneHref} style={linkStyle}>
              {BRAND.supportPhone}
            </a>
            <br />
            Available 24/7, 365 days a year
          </address>
        </div>
      </div>
      <p style={{ textAlign: 'center', marginTop: 32, marginBottom: 0 }}>
        © {new Date().getFullYear()} {BRAND.legalName}. VIP airport assistance at {BRAND.airportCount} airports.
      </p>
    </footer>
  );
}
