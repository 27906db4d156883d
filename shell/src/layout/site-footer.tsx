import { Link } from 'react-router-dom';
import { Col, Layout, Row, Typography } from 'antd';
import { BRAND } from '@vip/contracts';

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
      // DESIGN.md: bookings are found by reference and e-mail at /manage-booking (the spec's footer
      // pointed this link at the checkout).
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

// Block-level and 28 px tall: each link is a target of its own (WCAG 2.5.8), not a line of text.
const linkStyle = { color: '#dbe4ee', display: 'inline-block', lineHeight: '28px' };

export function SiteFooter() {
  return (
    <Layout.Footer style={{ background: '#08294a', color: '#dbe4ee', padding: '40px 24px' }}>
      <Row gutter={[32, 24]} style={{ maxWidth: 1200, margin: '0 auto' }}>
        {columns.map((col) => (
          <Col key={col.title} xs={24} sm={12} lg={6}>
            <nav aria-label={col.title}>
              <Typography.Title level={2} style={{ color: '#fff', fontSize: 16 }}>
                {col.title}
              </Typography.Title>
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
          </Col>
        ))}
        <Col xs={24} sm={12} lg={6}>
          <Typography.Title level={2} style={{ color: '#fff', fontSize: 16 }}>
            Contact
          </Typography.Title>
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
        </Col>
      </Row>
      <p style={{ textAlign: 'center', marginTop: 32, marginBottom: 0 }}>
        © {new Date().getFullYear()} {BRAND.legalName}. VIP airport assistance at {BRAND.airportCount} airports.
      </p>
    </Layout.Footer>
  );
}
