import { useMemo } from 'react';
import { Link } from 'react-router';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { BRAND } from '@vip/contracts/brand';
import { type Airport } from '@vip/contracts/schemas';
import { landingPath } from '@vip/contracts/slugs';
import { ButtonLink, HoistedStyle, LightIcon, useText } from '@vip/ui';
import { useAirports } from '../wizard/airports-api';
import { HOME_REGIONS } from './home-regions';
import { BRAND_COUNTS } from './home.messages';
import { HOME_SECTION_MESSAGES as M } from './home-sections.messages';

const SERVICE_CARDS = [
  { type: 'arrival', title: M.arrivalTitle, level: M.arrivalLevel, text: M.arrivalText },
  { type: 'departure', title: M.departureTitle, level: M.departureLevel, text: M.departureText },
  { type: 'transfer', title: M.transferTitle, level: M.transferLevel, text: M.transferText },
] as const;

const BENEFITS = [
  { key: 'support', icon: <LightIcon icon={ClockCircleOutlined} />, title: M.supportTitle, text: M.supportText },
  { key: 'greeters', icon: <LightIcon icon={TeamOutlined} />, title: M.greetersTitle, text: M.greetersText },
  {
    key: 'confirmed',
    icon: <LightIcon icon={SafetyCertificateOutlined} />,
    title: M.confirmedTitle,
    text: M.confirmedText,
  },
  { key: 'families', icon: <LightIcon icon={StarOutlined} />, title: M.familiesTitle, text: M.familiesText },
];

const FLOW = [M.flowSearch, M.flowSelect, M.flowTraveler, M.flowRequest];

/**
 * The home page below its search: how it works, the services, where we operate, why travel with us, and the
 * calls to action. Text and plain links only, so it is rendered in the server's HTML but hydrated after the
 * rest of the page (lazySection in home-page.tsx): a first visit answers without this code.
 */
export function HomeSections() {
  const text = useText();
  return (
    <>
      <HoistedStyle name="home-sections" css={HOME_SECTIONS_STYLE} />
      <section className="home__section" aria-labelledby="flow-title">
        <h2 id="flow-title" className="vip-title">
          {text(M.flowTitle)}
        </h2>
        {/* One layout at every width: a responsive one would change only once scripts run, moving what follows. */}
        <ol className="home__flow">
          {FLOW.map((title, i) => (
            <li key={title.id} className="home__flow-step">
              <span className="home__flow-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="home__flow-title">{text(title)}</span>
              {i === 0 && <span className="home__flow-text">{text(M.flowSearchText)}</span>}
            </li>
          ))}
        </ol>
      </section>

      <section className="home__section" aria-labelledby="services-title">
        <h2 id="services-title" className="vip-title">
          {text(M.servicesTitle)}
        </h2>
        <div className="home__grid home__grid--3">
          {SERVICE_CARDS.map((c) => {
            const book = text(M.bookService, { service: text(c.title) });
            return (
              <article key={c.type} className="vip-card" aria-labelledby={`service-${c.type}`}>
                <h3 id={`service-${c.type}`} className="vip-card__head" style={{ margin: 0 }}>
                  {text(c.title)}
                </h3>
                <div className="vip-card__body">
                  <strong>{text(c.level)}</strong>
                  <p className="vip-text" style={{ marginTop: 8 }}>
                    {text(c.text)}
                  </p>
                  <Link to={`/booking?type=${c.type}`} aria-label={book}>
                    {book}
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      </section>

      <RegionsSection />

      <section className="home__band" aria-labelledby="benefits-title">
        <div className="home__band-inner">
          <h2 id="benefits-title" className="vip-title">
            {text(M.benefitsTitle, { product: BRAND.productName })}
          </h2>
          <div className="home__grid home__grid--4">
            {BENEFITS.map((b) => (
              <div key={b.key} className="home__benefit">
                <span className="home__benefit-icon" aria-hidden="true">
                  {b.icon}
                </span>
                <h3 className="vip-title" style={{ fontSize: 18, margin: 0 }}>
                  {text(b.title)}
                </h3>
                <p className="vip-text" style={{ margin: 0 }}>
                  {text(b.text)}
                </p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="home__section home__cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="vip-title">
          {text(M.ctaTitle)}
        </h2>
        <p className="vip-text" style={{ fontSize: 16 }}>
          {text(M.ctaText, { hours: BOOKING_RULES.responseHours })}
        </p>
        <div className="home__actions">
          <ButtonLink to="/booking" type="primary" size="large">
            {text(M.bookNow)}
          </ButtonLink>
          <ButtonLink to="/airports" size="large">
            {text(M.browseAirports)}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

/** The sections' layout; columns follow antd's breakpoints as the Row/Col layout did: sm 576, md 768, lg 992. */
const HOME_SECTIONS_STYLE = `
.home__section { max-width: 1200px; margin: 0 auto; padding: 48px 24px 0; }
.home__grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
.home__grid > .vip-card { height: 100%; box-sizing: border-box; }
.home__flow { display: flex; gap: 16px; list-style: none; padding: 0; margin: 0; counter-reset: none; }
.home__flow-step { flex: 1 1 0; min-width: 0; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 4px; position: relative; }
.home__flow-step:not(:last-child)::after { content: ''; position: absolute; top: 16px; inset-inline-start: calc(50% + 24px); inset-inline-end: calc(-50% + 16px); height: 1px; background: rgba(0, 0, 0, 0.15); }
.home__flow-number { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; border: 1px solid rgba(0, 0, 0, 0.25); border-radius: 50%; color: ${VIP_THEME.colorTextSecondary}; font-size: ${VIP_THEME.fontSize}px; }
.home__flow-title { font-size: ${VIP_THEME.fontSize}px; color: ${VIP_THEME.colorText}; overflow-wrap: anywhere; }
.home__flow-text { font-size: 14px; color: ${VIP_THEME.colorTextSecondary}; }
.home__band { background: #f5f7fa; padding: 48px 24px; margin-top: 48px; }
.home__band-inner { max-width: 1200px; margin: 0 auto; }
.home__benefit { display: flex; flex-direction: column; gap: 8px; }
.home__benefit-icon { font-size: 28px; color: ${VIP_THEME.gold}; }
.home__cta { text-align: center; padding-bottom: 48px; }
.home__actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
.home__regions { list-style: none; padding: 0; margin: 0; }
.home__regions li { padding: 4px 0; }
@media (min-width: 576px) { .home__grid--4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 768px) { .home__grid--3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) {
  .home__grid--4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
}
`;

/**
 * Example airports per region; each links to its landing page once the airport list is in, else to its airport page.
 */
function RegionsSection() {
  const text = useText();
  const airports = useAirports();
  const byCode = useMemo(
    () => new Map<string, Airport>((airports.data ?? []).map((a) => [a.code, a])),
    [airports.data],
  );
  return (
    <section className="home__section" aria-labelledby="regions-title">
      <h2 id="regions-title" className="vip-title">
        <LightIcon icon={GlobalOutlined} /> {text(M.regionsTitle)}
      </h2>
      <div className="home__grid home__grid--4">
        {HOME_REGIONS.map((region, i) => (
          <section key={region.title.id} className="vip-card vip-card--small" aria-labelledby={`home-region-${i}`}>
            <h3 id={`home-region-${i}`} className="vip-card__head" style={{ margin: 0, fontSize: 17 }}>
              {text(region.title)}
            </h3>
            <div className="vip-card__body">
              <ul className="home__regions">
                {region.airports.map(({ code, city }) => {
                  const airport = byCode.get(code);
                  return (
                    <li key={code}>
                      <Link to={airport ? landingPath(airport) : `/airports/${code}`}>
                        {text(city)} ({code})
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          </section>
        ))}
      </div>
      <div style={{ marginTop: 16 }}>
        <Link to="/airports">{text(M.seeAllAirports, BRAND_COUNTS)}</Link>
      </div>
    </section>
  );
}
