import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link, useLocation, useParams } from 'react-router';
import type { AirportDetail } from '@vip/contracts/schemas';
import { LightIcon, LightTag, usePageMeta } from '@vip/ui';
import { placeOf, useWords } from '../common/words';
import { AirportDetailStates } from '../common/airport-detail-states';
import { BookingInformation } from '../common/booking-information';
import { AirportSearchForm } from '../search-form/airport-search-form';
import { airportNotFoundMeta, airportPageMeta, loadingAirportMeta } from '../seo/airport-meta';
import { useAirportDetail } from './api';
import { airportPageMessages as messages } from './airport-page.messages';
import { ServiceLevels } from './service-levels';
import { BRAND_COLORS } from '@vip/contracts/brand';

/** /airports/:code and /airport/:code: one airport, its levels and prices, and a search form. */
export function AirportPage() {
  const { code: rawCode = '' } = useParams();
  const code = rawCode.trim().toUpperCase();
  const { pathname } = useLocation();
  const detail = useAirportDetail(code);
  const canonicalPath = `/airports/${encodeURIComponent(code)}`;
  const words = useWords();

  usePageMeta(
    detail.isSuccess
      ? airportPageMeta(detail.data, `/airports/${encodeURIComponent(detail.data.code)}`, words)
      : detail.isError
        ? airportNotFoundMeta(pathname, words)
        : loadingAirportMeta(code, canonicalPath, words),
  );

  return <AirportDetailStates detail={detail}>{(airport) => <AirportContent airport={airport} />}</AirportDetailStates>;
}

function AirportContent({ airport }: { airport: AirportDetail }) {
  const words = useWords();
  const { text } = words;
  return (
    <article className="apt-page" aria-labelledby="airport-title">
      <Link to="/airports" className="apt-back">
        <LightIcon icon={ArrowLeftOutlined} /> {text(messages.back)}
      </Link>
      <header style={{ margin: '16px 0 24px' }}>
        <h1 id="airport-title" className="vip-title" style={{ marginBottom: 8 }}>
          {airport.name}
        </h1>
        <div className="apt-meta">
          <LightTag style={{ background: BRAND_COLORS.navy, color: '#fff' }}>{airport.code}</LightTag>
          <span className="vip-text--secondary">{placeOf(words, airport)}</span>
        </div>
      </header>
      <div className="apt-columns">
        <div className="apt-stack">
          <div className="vip-card">
            <div className="vip-card__body">
              <ServiceLevels airport={airport} headingId="airport-services-title" />
            </div>
          </div>
          <div className="vip-card">
            <div className="vip-card__body">
              <BookingInformation headingId="airport-booking-info-title" />
            </div>
          </div>
        </div>
        <div>
          <section className="vip-card" aria-labelledby="airport-search-title">
            <div className="vip-card__body">
              <h2 id="airport-search-title" className="vip-title apt-section-title">
                {text(messages.bookAt, { code: airport.code })}
              </h2>
              <AirportSearchForm airportCode={airport.code} target="/booking/search" />
            </div>
          </section>
        </div>
      </div>
    </article>
  );
}
