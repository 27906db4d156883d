import { Empty, Flex, Typography } from 'antd';
import { LANDING_LEVEL_LABELS, type AirportDetail } from '@vip/contracts';
import { formatFromPrice, orderedLevels } from '../common/format';

export function servicesAvailableText(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'} available`;
}

/** The levels an airport offers, each with 'from $minPrice', and the number of services. */
export function ServiceLevels({ airport, headingId }: { airport: AirportDetail; headingId: string }) {
  const levels = orderedLevels(airport.serviceLevels);
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={2} style={{ fontSize: 18 }}>
        Services at {airport.code}
      </Typography.Title>
      {levels.length === 0 ? (
        <Empty description="No Services Available">
          <Typography.Text type="secondary">
            Services at this airport are arranged on request. Try another airport or contact us.
          </Typography.Text>
        </Empty>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{servicesAvailableText(airport.serviceCount)}</Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {levels.map(({ level, minPrice }) => (
              <li key={level} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <Typography.Text>{LANDING_LEVEL_LABELS[level].name}</Typography.Text>
                  <Typography.Text strong>{formatFromPrice(minPrice)}</Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
