import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { BRAND } from '@vip/contracts';
import { useAirports } from './api';

/** /airports: every airport the catalog serves. */
export function AirportsPage() {
  const airports = useAirports();

  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }} aria-labelledby="airports-title">
      <Typography.Title id="airports-title" level={1}>
        Global Airport Coverage
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        VIP meet and greet, tarmac transfers with lounge access and private suites at {BRAND.airportCount} airports worldwide.
      </Typography.Paragraph>

      {airports.isPending && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" aria-label="Loading airports" />
        </Flex>
      )}

      {airports.isError && (
        <Alert
          type="error"
          showIcon
          message="We couldn't load the airports."
          description="Please try again."
          action={
            <Button onClick={() => void airports.refetch()} loading={airports.isFetching}>
              Try again
            </Button>
          }
        />
      )}

      {airports.isSuccess && airports.data.length === 0 && <Empty description="No airports found" />}

      {airports.isSuccess && airports.data.length > 0 && (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {airports.data.length} Airport{airports.data.length === 1 ? '' : 's'}
          </Typography.Title>
          <Row gutter={[16, 16]} role="list">
            {airports.data.map((a) => (
              <Col key={a.code} xs={24} sm={12} lg={8} role="listitem">
                <Card size="small" title={`${a.name} (${a.code})`}>
                  {a.city}, {a.country}
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
