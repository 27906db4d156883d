import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Col, Flex, Form, Row, Steps, Typography } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, GlobalOutlined, SafetyCertificateOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { BOOKING_RULES, BRAND, SERVICE_LEVEL_NAMES, landingPath, type Airport } from '@vip/contracts';
import { STORAGE_KEYS } from '../cart/cart.types';
import { storedEmail } from '../cart/stored-email';
import { AirportField } from '../wizard/airport-field';
import { ButtonLink, usePageMeta, SearchForm, type SearchFormValues } from '@vip/ui';
import { useAirports } from '../wizard/api';
import { DEFAULT_SERVICE_TYPE, DEFAULT_TIME, HOME_DEFAULT_ADULTS, readableQuery, searchQueryEntries } from '../wizard/search-params';
import { HOME_REGIONS } from './home-regions';

const SERVICE_CARDS = [
  {
    type: 'arrival',
    title: 'VIP Meet and Greet',
    level: SERVICE_LEVEL_NAMES.standard,
    text: 'Met at the aircraft door, escorted through immigration and baggage claim to your car.',
  },
  {
    type: 'departure',
    title: 'VIP Tarmac Transfer & Lounge',
    level: SERVICE_LEVEL_NAMES.lounge,
    text: 'Fast-track through security, time in an exclusive lounge, and a private transfer to your aircraft.',
  },
  {
    type: 'transfer',
    title: 'Private VIP Suite',
    level: SERVICE_LEVEL_NAMES.suite,
    text: 'A private suite between flights, with dedicated security and immigration and your own host.',
  },
] as const;

const BENEFITS = [
  { icon: <ClockCircleOutlined />, title: '24/7 support', text: 'A concierge team answers day and night, before and during your journey.' },
  { icon: <TeamOutlined />, title: 'Personal greeters', text: 'Vetted local partners meet you by name and stay with you until you are on your way.' },
  { icon: <SafetyCertificateOutlined />, title: 'Confirmed by people', text: 'Every request is checked with the local supplier before you pay anything.' },
  { icon: <StarOutlined />, title: 'Families and groups', text: 'Children and larger parties are welcome; the quote shows every traveller.' },
];

const FLOW = ['Search', 'Select Service', 'Traveler Info', 'Request Booking'];

const HOME_META = {
  title: `${BRAND.productName} | VIP Meet & Greet, Lounge and Private Suites at ${BRAND.airportCount} Airports`,
  description: `Book VIP airport assistance at over ${BRAND.airportCount.replace('+', '')} airports: meet and greet, tarmac transfer with lounge and private suites. ${BRAND.serviceCount} services, 24/7 support.`,
  canonicalPath: '/',
};

/** `/`: hero with the airport search, the three services, regions with example airports, benefits, calls to action. */
export function HomePage() {
  usePageMeta(HOME_META);
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
  const [form] = Form.useForm<SearchFormValues>();
  useEffect(() => {
    const remembered = storedEmail();
    if (remembered && !form.getFieldValue('email')) form.setFieldValue('email', remembered);
  }, [form, presetAirport]);

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
    <>
      <section style={{ background: '#0b3a66', color: '#fff', padding: '56px 24px' }} aria-labelledby="home-title">
        <Row gutter={[32, 32]} align="middle" style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Col xs={24} lg={10}>
            <Flex vertical gap={16}>
              <Typography.Title id="home-title" level={1} style={{ color: '#fff', margin: 0 }}>
                VIP airport assistance at {BRAND.airportCount} airports
              </Typography.Title>
              <Typography.Paragraph style={{ color: '#dbe4ee', fontSize: 18, margin: 0 }}>
                Meet and greet, tarmac transfers with lounge, and private suites, arranged by local partners and looked after by our
                concierge team.
              </Typography.Paragraph>
              <Flex gap={24} wrap component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Why travellers choose us">
                <Claim value={BRAND.serviceCount} label="services" />
                <Claim value="24/7" label="support" />
                <Claim value={`Over ${BRAND.airportCount.replace('+', '')}`} label="airports" />
              </Flex>
            </Flex>
          </Col>
          <Col xs={24} lg={14}>
            <Card aria-labelledby="home-search-title">
              <Typography.Title id="home-search-title" level={2} style={{ fontSize: 20, marginTop: 0 }}>
                Find your VIP service
              </Typography.Title>
              <SearchForm key={presetAirport} variant="home" form={form} airportInput={<AirportField size="large" />} initialValues={initialValues} onSubmit={onSubmit} />
            </Card>
          </Col>
        </Row>
      </section>

      <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px 0' }} aria-labelledby="flow-title">
        <Typography.Title id="flow-title" level={2}>
          How it works
        </Typography.Title>
        {/* Not responsive: it would turn vertical only once scripts run, moving what follows. */}
        <Steps
          current={-1}
          responsive={false}
          titlePlacement="vertical"
          items={FLOW.map((title, i) => ({ title, content: i === 0 ? 'Airport, date and flight time' : undefined, status: 'wait' as const }))}
        />
      </section>

      <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px' }} aria-labelledby="services-title">
        <Typography.Title id="services-title" level={2}>
          Our services
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {SERVICE_CARDS.map((c) => (
            <Col key={c.type} xs={24} md={8}>
              <Card title={c.title} style={{ height: '100%' }}>
                <Typography.Text strong>{c.level}</Typography.Text>
                <Typography.Paragraph style={{ marginTop: 8 }}>{c.text}</Typography.Paragraph>
                <Link to={`/booking?type=${c.type}`} aria-label={`Book ${c.title}`}>
                  Book {c.title}
                </Link>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <RegionsSection />

      <section style={{ background: '#f5f7fa', padding: '48px 24px' }} aria-labelledby="benefits-title">
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Typography.Title id="benefits-title" level={2}>
            Why travel with {BRAND.productName}
          </Typography.Title>
          <Row gutter={[24, 24]}>
            {BENEFITS.map((b) => (
              <Col key={b.title} xs={24} sm={12} lg={6}>
                <Flex vertical gap={8}>
                  <span style={{ fontSize: 28, color: '#c9a227' }} aria-hidden="true">
                    {b.icon}
                  </span>
                  <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
                    {b.title}
                  </Typography.Title>
                  <Typography.Paragraph style={{ margin: 0 }}>{b.text}</Typography.Paragraph>
                </Flex>
              </Col>
            ))}
          </Row>
        </div>
      </section>

      <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px', textAlign: 'center' }} aria-labelledby="cta-title">
        <Typography.Title id="cta-title" level={2}>
          Ready for a smoother airport?
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          Choose your airport and flight, pick a service and send your request. We reply within {BOOKING_RULES.responseHours} hours.
        </Typography.Paragraph>
        <Flex gap={12} justify="center" wrap>
          <ButtonLink to="/booking" type="primary" size="large">
            Book VIP now
          </ButtonLink>
          <ButtonLink to="/airports" size="large">
            Browse airports
          </ButtonLink>
        </Flex>
      </section>
    </>
  );
}

function Claim({ value, label }: { value: string; label: string }) {
  return (
    <li>
      <Flex align="center" gap={8}>
        <CheckCircleFilled style={{ color: '#c9a227' }} aria-hidden="true" />
        <span>
          <strong style={{ color: '#fff', fontSize: 18 }}>{value}</strong> <span style={{ color: '#dbe4ee' }}>{label}</span>
        </span>
      </Flex>
    </li>
  );
}

/** Example airports per region; each links to its landing page once the airport list is in, else to its airport page. */
function RegionsSection() {
  const airports = useAirports();
  const byCode = useMemo(() => new Map<string, Airport>((airports.data ?? []).map((a) => [a.code, a])), [airports.data]);
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '0 24px 48px' }} aria-labelledby="regions-title">
      <Typography.Title id="regions-title" level={2}>
        <GlobalOutlined aria-hidden="true" /> Where we operate
      </Typography.Title>
      <Row gutter={[24, 24]}>
        {HOME_REGIONS.map((region) => (
          <Col key={region.title} xs={24} sm={12} lg={6}>
            <Card title={<Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>{region.title}</Typography.Title>} size="small">
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {region.airports.map(({ code, city }) => {
                  const airport = byCode.get(code);
                  return (
                    <li key={code} style={{ padding: '4px 0' }}>
                      <Link to={airport ? landingPath(airport) : `/airports/${code}`}>
                        {city} ({code})
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 16 }}>
        <Link to="/airports">See all {BRAND.airportCount} airports</Link>
      </div>
    </section>
  );
}
