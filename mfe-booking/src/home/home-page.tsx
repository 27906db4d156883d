import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { BRAND, BRAND_COLORS } from '@vip/contracts/brand';
import {
  HoistedStyle,
  lazySection,
  LightIcon,
  SearchForm,
  type SearchFormValues,
  UiStyle,
  usePageMeta,
  useText,
} from '@vip/ui';
import { STORAGE_KEYS } from '../cart/cart.types';
import { storedEmail } from '../cart/stored-email';
import { AirportField } from '../wizard/airport-field';
import {
  DEFAULT_SERVICE_TYPE,
  DEFAULT_TIME,
  HOME_DEFAULT_ADULTS,
  readableQuery,
  searchQueryEntries,
} from '../wizard/search-params';
import { BRAND_COUNTS, HOME_MESSAGES as M } from './home.messages';

// Below the search: text and links, in the server's HTML, hydrated once the rest of the page is up.
const HomeSections = lazySection(() => import('./home-sections').then((m) => m.HomeSections));

/** `/`: hero with the airport search, the three services, regions with example airports, benefits, calls to action. */
export function HomePage() {
  const text = useText();
  usePageMeta({
    title: text(M.metaTitle, { product: BRAND.productName, airports: BRAND_COUNTS.airports }),
    description: text(M.metaDescription, BRAND_COUNTS),
    canonicalPath: '/',
  });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The confirmation's 'Add Another Service' comes back as /?airport={code}.
  const presetAirport = (params.get('airport') ?? '').trim().toUpperCase();
  const initialValues = useMemo<SearchFormValues>(
    () => ({
      airport: presetAirport,
      type: DEFAULT_SERVICE_TYPE,
      // Today and the remembered e-mail are the browser's: filled in once the page runs there (the search
      // form sets the date; the e-mail below), so the server's HTML and the hydrated page agree.
      date: '',
      time: DEFAULT_TIME,
      adults: HOME_DEFAULT_ADULTS,
      children: 0,
      email: '',
    }),
    [presetAirport],
  );
  // The remembered e-mail is the browser's: the form fills it in after the first render.
  const [remembered, setRemembered] = useState<string>();
  useEffect(() => setRemembered(storedEmail() || undefined), [presetAirport]);

  const onSubmit = (values: SearchFormValues) => {
    if (values.email) {
      try {
        localStorage.setItem(STORAGE_KEYS.userEmail, values.email);
      } catch {
        // Not being able to remember the e-mail must not stop the search.
      }
    }
    const query = new URLSearchParams(searchQueryEntries(values));
    if (values.flight) query.set('flight', values.flight);
    navigate(`/booking?${readableQuery(query)}`);
  };

  return (
    <div className="home">
      <UiStyle />
      <HoistedStyle name="home" css={HOME_STYLE} />
      <section className="home__hero" aria-labelledby="home-title">
        <div className="home__hero-grid">
          <div className="home__hero-text">
            <h1 id="home-title" className="vip-title home__hero-title">
              {text(M.heroTitle, BRAND_COUNTS)}
            </h1>
            <p className="home__hero-lead">{text(M.heroLead)}</p>
            <ul className="home__claims" aria-label={text(M.claimsLabel)}>
              <Claim>{text.rich(M.claimServices, { ...BRAND_COUNTS, ...CLAIM_PARTS })}</Claim>
              <Claim>{text.rich(M.claimSupport, CLAIM_PARTS)}</Claim>
              <Claim>{text.rich(M.claimAirports, { ...BRAND_COUNTS, ...CLAIM_PARTS })}</Claim>
            </ul>
          </div>
          <section className="vip-card" aria-labelledby="home-search-title">
            <div className="vip-card__body">
              <h2 id="home-search-title" className="vip-title" style={{ fontSize: 20 }}>
                {text(M.searchTitle)}
              </h2>
              <SearchForm
                key={presetAirport}
                variant="home"
                airportInput={<AirportField />}
                initialValues={initialValues}
                later={remembered ? { email: remembered } : undefined}
                onSubmit={onSubmit}
              />
            </div>
          </section>
        </div>
      </section>

      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </div>
  );
}

/** The hero's layout (the sections below bring theirs). */
const HOME_STYLE = `
.home__hero { background: ${VIP_THEME.navy}; color: #fff; padding: 56px 24px; }
.home__hero-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 32px; align-items: center; max-width: 1200px; margin: 0 auto; }
.home__hero-text { display: flex; flex-direction: column; gap: 16px; }
.home__hero-title { color: #fff; margin: 0; }
.home__hero-lead { color: #dbe4ee; font-size: 18px; line-height: 1.5; margin: 0; }
.home__claims { display: flex; flex-wrap: wrap; gap: 24px; list-style: none; padding: 0; margin: 0; }
.home__claim { display: flex; align-items: center; gap: 8px; }
@media (min-width: 992px) {
  .home__hero-grid { grid-template-columns: minmax(0, 10fr) minmax(0, 14fr); }
}
`;

/** A claim's figure and its word, in the order the language puts them. */
const CLAIM_PARTS = {
  value: (chunks: ReactNode[]) => <strong style={{ color: '#fff', fontSize: 18 }}>{chunks}</strong>,
  label: (chunks: ReactNode[]) => <span style={{ color: '#dbe4ee' }}>{chunks}</span>,
};

function Claim({ children }: { children: ReactNode }) {
  return (
    <li className="home__claim">
      <LightIcon icon={CheckCircleFilled} style={{ color: BRAND_COLORS.gold }} />
      <span>{children}</span>
    </li>
  );
}
