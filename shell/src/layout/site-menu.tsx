import { Link } from 'react-router';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { BRAND } from '@vip/contracts/brand';
import { ButtonLink, LightButton, LightIcon } from '@vip/ui';
import { HEADER_LINKS } from './header-links';

export function SiteMenuContent({ close }: { close: () => void }) {
  return (
    <>
      <style>{SITE_MENU_STYLE}</style>
      <div className="site-menu__head">
        <h2 id="site-menu-title" className="site-menu__title">
          Menu
        </h2>
        <LightButton type="text" icon={<LightIcon icon={CloseOutlined} />} aria-label="Close" onClick={close} />
      </div>
      <nav aria-label="Mobile" className="site-menu__links">
        <Link to="/" onClick={close}>
          Home
        </Link>
        {HEADER_LINKS.map((l) => (
          <Link key={l.label} to={l.to} onClick={close}>
            {l.label}
          </Link>
        ))}
        <a href={BRAND.supportPhoneHref} aria-label={`Call us at ${BRAND.supportPhone}`}>
          <LightIcon icon={PhoneOutlined} /> {BRAND.supportPhone}
        </a>
        <ButtonLink to="/booking" onClick={close} type="primary" block className="site-menu__book">
          Book VIP now
        </ButtonLink>
      </nav>
    </>
  );
}

/** Links are whole rows, 44 px tall: easy to hit with a thumb. */
const SITE_MENU_STYLE = `
.site-menu { position: fixed; inset: 0 0 0 auto; margin: 0; width: min(378px, 100vw); max-width: 100vw; height: 100%; max-height: 100vh; box-sizing: border-box; padding: 0; border: 0; background: #fff; color: rgba(0, 0, 0, 0.88); box-shadow: -6px 0 16px rgba(0, 0, 0, 0.08); }
.site-menu::backdrop { background: rgba(0, 0, 0, 0.45); }
.site-menu__head { display: flex; align-items: center; justify-content: space-between; padding: 16px 24px; border-bottom: 1px solid #f0f0f0; }
.site-menu__title { margin: 0; font-size: 17px; font-weight: 600; }
.site-menu__links { display: flex; flex-direction: column; gap: 4px; padding: 24px; }
.site-menu__links > a { display: flex; align-items: center; gap: 8px; min-height: 44px; font-size: 16px; color: #0958d9; }
.site-menu__links > a.site-menu__book { margin-top: 12px; min-height: 44px; color: #fff; }
`;
