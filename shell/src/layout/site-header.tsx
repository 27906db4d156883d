import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Button, Drawer, Flex, Grid, Layout } from 'antd';
import { MenuOutlined, PhoneOutlined } from '@ant-design/icons';
import { BRAND, REMOTES } from '@vip/contracts';
import { RemoteSlot } from '../remotes/remote-slot';

/** The quote button and sheet belong to the traveller journey; mfe-booking exposes them. */
const BOOKING_CONTAINER = REMOTES.find((r) => r.project === 'mfe-booking')!.container;

/** The slot keeps the View Quote button's room while the remote loads, so the nav beside it does not shift. */
function HeaderQuote() {
  return (
    <span style={{ display: 'inline-flex', minWidth: 124, minHeight: 32, justifyContent: 'flex-end' }}>
      <RemoteSlot remote={BOOKING_CONTAINER} exposed="header-quote" exportName="HeaderQuote" props={{ variant: 'header' }} />
    </span>
  );
}

export const HEADER_LINKS = [
  { to: '/airports', label: 'Airports' },
  { to: '/booking', label: 'Services' },
  { to: '/booking', label: 'Book with us' },
  { to: '/faq', label: 'FAQ' },
] as const;

const linkStyle = { color: '#fff', fontWeight: 500 };

function PhoneLink() {
  return (
    <a href={BRAND.supportPhoneHref} style={linkStyle} aria-label={`Call us at ${BRAND.supportPhone}`}>
      <PhoneOutlined aria-hidden /> {BRAND.supportPhone}
    </a>
  );
}

export function SiteHeader() {
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const desktop = Boolean(screens.md);

  return (
    <Layout.Header style={{ background: '#0b3a66', paddingInline: 24, height: 'auto', minHeight: 64 }}>
      <Flex align="center" justify="space-between" gap={16} style={{ minHeight: 64 }}>
        <Link to="/" style={{ color: '#fff', fontSize: 20, fontWeight: 700 }} aria-label={`${BRAND.productName} home`}>
          {BRAND.productName}
        </Link>
        {desktop ? (
          <Flex component="nav" aria-label="Main" align="center" gap={24}>
            {HEADER_LINKS.map((l) => (
              <NavLink key={l.label} to={l.to} style={linkStyle}>
                {l.label}
              </NavLink>
            ))}
            <PhoneLink />
            <HeaderQuote />
            <Link to="/booking">
              <Button type="primary" style={{ background: '#c9a227', color: '#0b3a66', fontWeight: 600 }}>
                Book VIP now
              </Button>
            </Link>
          </Flex>
        ) : (
          <Flex align="center" gap={8}>
            <HeaderQuote />
            <Button
              type="text"
              icon={<MenuOutlined style={{ color: '#fff', fontSize: 20 }} />}
              aria-label="Open menu"
              aria-expanded={open}
              onClick={() => setOpen(true)}
            />
          </Flex>
        )}
      </Flex>
      <Drawer title="Menu" placement="right" open={open} onClose={() => setOpen(false)} size="default">
        <Flex component="nav" aria-label="Mobile" vertical gap={16}>
          <Link to="/" onClick={() => setOpen(false)}>
            Home
          </Link>
          {HEADER_LINKS.map((l) => (
            <Link key={l.label} to={l.to} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          ))}
          <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>
          <Link to="/booking" onClick={() => setOpen(false)}>
            <Button type="primary" block>
              Book VIP now
            </Button>
          </Link>
        </Flex>
      </Drawer>
    </Layout.Header>
  );
}
