import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BRAND_COLORS } from '@vip/contracts/brand';
import { type AirportDetail } from '@vip/contracts/schemas';
import { serverRenderScope } from '@vip/contracts/server-render';
import { airportCodeFromSlug, landingPath } from '@vip/contracts/slugs';
import { ButtonLink, LightButton, LightTag, usePageMeta } from '@vip/ui';
import { AirportDetailStates } from '../common/airport-detail-states';
import { BookingInformation } from '../common/booking-information';
import { commonMessages } from '../common/common.messages';
import { lowestPrice, orderedLevels } from '../common/format';
import { fromPrice, levelBadge, levelName, placeOf, useWords } from '../common/words';
import { AirportSearchForm } from '../search-form/airport-search-form';
import { airportNotFoundMeta, airportPageMeta, loadingAirportMeta } from '../seo/airport-meta';
import { useAirportDetail } from './api';
import { landingPageMessages as messages } from './landing-page.messages';

/**
 * /vip-meet-and-greet/:slug: the service page of one airport, found by the code inside the slug
 * ({name}-{code}-{country}). A slug without a code goes to /not-found; the canonical link is always
 * the airport's own landing path, so variant slugs canonicalise.
 */
export function LandingPage() {
  const { slug = '' } = useParams();
  const code = airportCodeFromSlug(slug);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const detail = useAirportDetail(code);
  const words = useWords();

  useEffect(() => {
    if (!code) navigate('/not-found', { replace: true });
  }, [code, navigate]);

  usePageMeta(
    detail.isSuccess
      ? airportPageMeta(detail.data, landingPath(detail.data), words)
      : detail.isError || !code
        ? airportNotFoundMeta(pathname, words)
        : loadingAirportMeta(code, pathname, words),
  );

  if (!code) {
    // Rendered on the server, the answer is a 404 (the browser then goes to /not-found).
    const server = serverRenderScope();
    if (server) server.notFound = true;
    return null;
  }
  return <AirportDetailStates detail={detail}>{(airport) => <LandingContent airport={airport} />}</AirportDetailStates>;
}

function LandingContent({ airport }: { airport: AirportDetail }) {
  const levels = orderedLevels(airport.serviceLevels);
  const lowest = lowestPrice(levels);
  const words = useWords();
  const { text } = words;
  return (
    <article aria-labelledby="landing-title">
      <section className="apt-hero">
        <div className="apt-hero__inner">
          <span className="apt-hero__eyebrow">
            {text(messages.eyebrow, { code: airport.code, place: placeOf(words, airport) })}
          </span>
          <h1 id="landing-title" className="vip-title">
            {text(messages.title, { name: airport.name })}
          </h1>
          <p className="apt-hero__lead">
            {lowest === undefined
              ? text(messages.lead)
              : text(messages.leadFrom, { fromPrice: fromPrice(words, lowest) })}
          </p>
          <div className="apt-hero__actions">
            <LightButton
              type="primary"
              size="large"
              className="apt-hero__cta"
              onClick={() => document.getElementById('landing-search-title')?.scrollIntoView({ behavior: 'smooth' })}
            >
              {text(messages.checkAvailability)}
            </LightButton>
            <ButtonLink to="/airports" size="large">
              {text(commonMessages.browseAll)}
            </ButtonLink>
          </div>
        </div>
      </section>

      <div className="apt-page">
        <div className="apt-columns">
          <div className="apt-stack">
            <section aria-labelledby="landing-levels-title">
              <h2 id="landing-levels-title" className="vip-title" style={{ fontSize: 22 }}>
                {text(messages.servicesAt, { name: airport.name })}
              </h2>
              {levels.length === 0 ? (
                <div className="vip-card">
                  <div className="vip-card__body">
                    <p className="vip-text" style={{ margin: 0 }}>
                      <strong>{text(commonMessages.noServices)}</strong>
                    </p>
                    <span className="vip-text--secondary">{text(messages.onRequest)}</span>
                  </div>
                </div>
              ) : (
                <ul className="apt-offers">
                  {levels.map(({ level, minPrice }) => (
                    <li key={level} className="vip-card">
                      <div className="vip-card__body apt-offer">
                        <LightTag style={{ background: BRAND_COLORS.gold, color: BRAND_COLORS.navy, fontWeight: 600 }}>
                          {levelBadge(words, level)}
                        </LightTag>
                        <h3>{levelName(words, level)}</h3>
                        <strong>{fromPrice(words, minPrice)}</strong>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="vip-card">
              <div className="vip-card__body">
                <BookingInformation headingId="landing-booking-info-title" />
              </div>
            </div>
          </div>
          <div>
            <section className="vip-card" aria-labelledby="landing-search-title">
              <div className="vip-card__body">
                <h2 id="landing-search-title" className="vip-title apt-section-title">
                  {text(messages.findAt, { code: airport.code })}
                </h2>
                <AirportSearchForm airportCode={airport.code} target="/booking" />
              </div>
            </section>
          </div>
        </div>
      </div>
    </article>
  );
}
