import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { SERVICE_LEVEL_BADGES, SERVICE_TYPE_LABELS } from '@vip/contracts';
import type { NewCartItem } from '../cart/cart.types';
import { formatLongDate, formatTime12, plural } from './format';

export interface TravelerStepProps {
  chosen: NewCartItem;
  onProceed: () => void;
  onBack: () => void;
}

/**
 * The traveler step's place. The traveller details form is a later piece of work; until then the
 * step says so and sends the visitor on to the booking form (/booking-form) or back to the results.
 */
export function TravelerStep({ chosen, onProceed, onBack }: TravelerStepProps) {
  return (
    <section aria-labelledby="traveler-title">
      <Typography.Title id="traveler-title" level={1}>
        Traveler details
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            <strong>{chosen.name}</strong> is in your quote. The traveller details form comes next: who is travelling, how to reach you
            and your flight. Proceed to booking to enter them and send your request.
          </Typography.Paragraph>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'service', label: 'Service', children: `${chosen.name} (${SERVICE_LEVEL_BADGES[chosen.serviceLevel]})` },
              { key: 'airport', label: 'Airport', children: `${chosen.airport.name} (${chosen.airport.code})` },
              { key: 'type', label: 'Type', children: SERVICE_TYPE_LABELS[chosen.serviceType] },
              { key: 'when', label: 'Date and time', children: `${formatLongDate(chosen.date)} at ${formatTime12(chosen.time)}` },
              {
                key: 'travelers',
                label: 'Travelers',
                children: `${plural(chosen.travelers.adults, 'adult')}, ${plural(chosen.travelers.children, 'child', 'children')}`,
              },
            ]}
          />
          <Flex gap={12} wrap>
            <Button type="primary" size="large" onClick={onProceed}>
              Proceed to Booking
            </Button>
            <Button size="large" onClick={onBack}>
              Back to results
            </Button>
          </Flex>
        </Flex>
      </Card>
    </section>
  );
}
