import { useEffect } from 'react';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiRequestError, LANDING_LEVEL_LABELS, airportCodeFromSlug, landingPath, type AirportDetail, serverRenderScope } from '@vip/contracts';
import { AirportNotFound } from '../common/airport-not-found';
import { BookingInformation } from '../common/booking-information';
import { formatFromPrice, lowestPrice, orderedLevels } from '../common/format';
import { PageSpinner } from '../common/page-spinner';
import { AirportSearchForm } from '../search-form/airport-search-form';
import { airportNotFoundMeta, airportPageMeta, loadingAirportMeta } from '../seo/airport-meta';
import { ButtonLink, usePageMeta } from '@vip/ui';
import { useAirportDetail } from './api';

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

  useEffect(() => {
    if (!code) navigate('/not-found', { replace: true });
  }, [code, navigate]);

  usePageMeta(
    detail.isSuccess
      ? airportPageMeta(detail.data, landingPath(detail.data))
      : detail.isError || !code
        ? airportNotFoundMeta(pathname)
        : loadingAirportMeta(code, pathname),
  );

  if (!code) {
    // Rendered on the server, the answer is a 404 (the browser then goes to /not-found).
    const server = serverRenderScope();
    if (server) server.notFound = true;
    return null;
  }
  if (detail.isPending) return <PageSpinner label="Loading airport" />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return <AirportNotFound onRetry={notFound ? undefined : () => void detail.refetch()} retrying={detail.isFetching} />;
  }
  return <LandingContent airport={detail.data} />;
}

function LandingContent({ airport }: { airport: AirportDetail }) {
  const levels = orderedLevels(airport.serviceLevels);
  const lowest = lowestPrice(levels);
  return (
    <article aria-labelledby="landing-title">
      <section style={{ background: '#0b3a66', color: '#fff', padding: '56px 24px' }}>
        <Flex vertical gap={12} style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Typography.Text style={{ color: '#c9a227', fontWeight: 600, letterSpacing: 1 }}>
            {airport.code} · {airport.city}, {airport.country}
          </Typography.Text>
          <Typography.Title id="landing-title" level={1} style={{ color: '#fff', margin: 0 }}>
            VIP Meet &amp; Greet at {airport.name}
          </Typography.Title>
          <Typography.Paragraph style={{ color: '#dbe4ee', fontSize: 18, margin: 0 }}>
            A personal concierge meets you, fast-tracks you through the airport and looks after your bags
            {lowest === undefined ? '.' : `, ${formatFromPrice(lowest)}.`}
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            <Button
              type="primary"
              size="large"
              onClick={() => document.getElementById('landing-search-title')?.scrollIntoView({ behavior: 'smooth' })}
              style={{ background: '#c9a227', color: '#0b3a66', fontWeight: 600 }}>
              Check availability
            </Button>
            <ButtonLink to="/airports" size="large">
              Browse All Airports
            </ButtonLink>
          </Flex>
        </Flex>
      </section>

      <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }}>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={24}>
              <section aria-labelledby="landing-levels-title">
                <Typography.Title id="landing-levels-title" level={2} style={{ fontSize: 22 }}>
                  Services at {airport.name}
                </Typography.Title>
                {levels.length === 0 ? (
                  <Card>
                    <Typography.Paragraph strong style={{ margin: 0 }}>
                      No Services Available
                    </Typography.Paragraph>
                    <Typography.Text type="secondary">Services at this airport are arranged on request. Contact us or try another airport.</Typography.Text>
                  </Card>
                ) : (
                  <Row gutter={[16, 16]} role="list">
                    {levels.map(({ level, minPrice }) => (
                      <Col key={level} xs={24} sm={12} role="listitem">
                        <Card style={{ height: '100%' }}>
                          <Flex vertical gap={8}>
                            <Tag color="#c9a227" style={{ color: '#0b3a66', alignSelf: 'flex-start', fontWeight: 600 }}>
                              {LANDING_LEVEL_LABELS[level].badge}
                            </Tag>
                            <Typography.Title level={3} style={{ fontSize: 17, margin: 0 }}>
                              {LANDING_LEVEL_LABELS[level].name}
                            </Typography.Title>
                            <Typography.Text strong style={{ fontSize: 16 }}>
                              {formatFromPrice(minPrice)}
                            </Typography.Text>
                          </Flex>
                        </Card>
                      </Col>
                    ))}
                  </Row>
                )}
              </section>
              <Card>
                <BookingInformation headingId="landing-booking-info-title" />
              </Card>
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <Card>
              <section aria-labelledby="landing-search-title">
                <Typography.Title id="landing-search-title" level={2} style={{ fontSize: 18 }}>
                  Find services at {airport.code}
                </Typography.Title>
                <AirportSearchForm airportCode={airport.code} target="/booking" />
              </section>
            </Card>
          </Col>
        </Row>
      </div>
    </article>
  );
}
