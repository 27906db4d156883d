import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { ApiRequestError } from '@vip/contracts';
import { AirportNotFound } from '../common/airport-not-found';
import { BookingInformation } from '../common/booking-information';
import { PageSpinner } from '../common/page-spinner';
import { AirportSearchForm } from '../search-form/airport-search-form';
import { airportNotFoundMeta, airportPageMeta, loadingAirportMeta } from '../seo/airport-meta';
import { usePageMeta } from '@vip/ui';
import { useAirportDetail } from './api';
import { ServiceLevels } from './service-levels';

/** /airports/:code and /airport/:code: one airport, its levels and prices, and a search form. */
export function AirportPage() {
  const { code: rawCode = '' } = useParams();
  const code = rawCode.trim().toUpperCase();
  const { pathname } = useLocation();
  const detail = useAirportDetail(code);
  const canonicalPath = `/airports/${encodeURIComponent(code)}`;

  usePageMeta(
    detail.isSuccess
      ? airportPageMeta(detail.data, `/airports/${encodeURIComponent(detail.data.code)}`)
      : detail.isError
        ? airportNotFoundMeta(pathname)
        : loadingAirportMeta(code, canonicalPath),
  );

  if (detail.isPending) return <PageSpinner label="Loading airport" />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return <AirportNotFound onRetry={notFound ? undefined : () => void detail.refetch()} retrying={detail.isFetching} />;
  }

  const airport = detail.data;
  return (
    <article style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }} aria-labelledby="airport-title">
      <Link to="/airports">
        <ArrowLeftOutlined aria-hidden /> All airports
      </Link>
      <header style={{ margin: '16px 0 24px' }}>
        <Typography.Title id="airport-title" level={1} style={{ marginBottom: 8 }}>
          {airport.name}
        </Typography.Title>
        <Flex gap={8} align="center" wrap>
          <Tag color="#0b3a66">
            {airport.code}
          </Tag>
          <Typography.Text type="secondary">
            {airport.city}, {airport.country}
          </Typography.Text>
        </Flex>
      </header>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={24}>
            <Card>
              <ServiceLevels airport={airport} headingId="airport-services-title" />
            </Card>
            <Card>
              <BookingInformation headingId="airport-booking-info-title" />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card>
            <section aria-labelledby="airport-search-title">
              <Typography.Title id="airport-search-title" level={2} style={{ fontSize: 18 }}>
                Book VIP service at {airport.code}
              </Typography.Title>
              <AirportSearchForm airportCode={airport.code} target="/booking/search" />
            </section>
          </Card>
        </Col>
      </Row>
    </article>
  );
}
