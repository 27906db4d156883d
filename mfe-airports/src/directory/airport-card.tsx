import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { landingPath, type Airport } from '@vip/contracts';

/** One airport: name, code, city and country, linking to its service page. */
export function AirportCard({ airport }: { airport: Airport }) {
  return (
    <Link to={landingPath(airport)} style={{ display: 'block', height: '100%' }}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Flex vertical gap={6}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {airport.name}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <Tag color="#0b3a66" style={{ marginInlineEnd: 0 }}>
              {airport.code}
            </Tag>
            <Typography.Text type="secondary">
              {airport.city}, {airport.country}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
