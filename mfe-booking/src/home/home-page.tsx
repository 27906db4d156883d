import { Link } from 'react-router-dom';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { BRAND, SERVICE_LEVEL_NAMES } from '@vip/contracts';

const cards = [
  { type: 'arrival', title: 'VIP Meet and Greet', level: SERVICE_LEVEL_NAMES.standard, text: 'Met at the aircraft door, escorted through immigration and baggage claim to your car.' },
  { type: 'departure', title: 'VIP Tarmac Transfer & Lounge', level: SERVICE_LEVEL_NAMES.lounge, text: 'Fast-track through security, time in an exclusive lounge, and a transfer to your aircraft.' },
  { type: 'transfer', title: 'Private VIP Suite', level: SERVICE_LEVEL_NAMES.suite, text: 'A private suite between flights, with dedicated security and immigration.' },
] as const;

/** `/`: the marketing home. The search form and regional lists come with the traveller journey. */
export function HomePage() {
  return (
    <>
      <section style={{ background: '#0b3a66', color: '#fff', padding: '64px 24px' }} aria-labelledby="home-title">
        <Flex vertical align="center" gap={16} style={{ maxWidth: 900, margin: '0 auto', textAlign: 'center' }}>
          <Typography.Title id="home-title" level={1} style={{ color: '#fff', margin: 0 }}>
            VIP airport assistance at {BRAND.airportCount} airports
          </Typography.Title>
          <Typography.Paragraph style={{ color: '#dbe4ee', fontSize: 18, margin: 0 }}>
            {BRAND.serviceCount} services, 24/7 support. Search, select a service, tell us who is travelling, and request your booking.
          </Typography.Paragraph>
          <Flex gap={12} wrap justify="center">
            <Link to="/booking">
              <Button type="primary" size="large" style={{ background: '#c9a227' }}>
                Book VIP now
              </Button>
            </Link>
            <Link to="/airports">
              <Button size="large" ghost>
                Browse airports
              </Button>
            </Link>
          </Flex>
        </Flex>
      </section>
      <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px' }} aria-labelledby="services-title">
        <Typography.Title id="services-title" level={2}>
          Our services
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {cards.map((c) => (
            <Col key={c.type} xs={24} md={8}>
              <Card title={c.title} extra={<Link to={`/booking?type=${c.type}`}>Book</Link>}>
                <Typography.Text strong>{c.level}</Typography.Text>
                <Typography.Paragraph style={{ marginTop: 8 }}>{c.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </>
  );
}
