import { Alert, Button, Card, Divider, Flex, Tag, Typography } from 'antd';
import type { HoldItemStatus } from '@vip/contracts/schemas';
import { SERVICE_LEVEL_BADGES, SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { CartItem } from '../cart/cart.types';
import { itemTotalOf, totalsOf } from '../cart/cart-pricing';
import { ButtonLink } from '@vip/ui';
import { HoldItemLabel } from '../seat-hold/hold-countdown';
import { formatLongDate, formatMoney, formatTime12, travellersLabel } from '../wizard/format';

export interface SummaryGroup {
  key: string;
  airport: CartItem['airport'];
  date: string;
  time: string;
  items: CartItem[];
}

/** Spec: the order summary is grouped by airport, date and time, in cart order. */
export function groupItems(items: readonly CartItem[]): SummaryGroup[] {
  const groups = new Map<string, SummaryGroup>();
  for (const item of items) {
    const key = `${item.airport.code}|${item.date}|${item.time}`;
    const group = groups.get(key) ?? { key, airport: item.airport, date: item.date, time: item.time, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface OrderSummaryProps {
  items: readonly CartItem[];
  /** Problems the server named per cart item (by cart id), shown beside the item. */
  itemErrors: Record<number, string>;
  onRemoveGroup: (group: SummaryGroup) => void;
  disabled: boolean;
  /** How each item will be booked (by cart id), once the seat hold answered: confirmed at once or a request. */
  holdStatus?: Record<number, HoldItemStatus>;
}

export function OrderSummary({ items, itemErrors, onRemoveGroup, disabled, holdStatus = {} }: OrderSummaryProps) {
  const groups = groupItems(items);
  const totals = totalsOf([...items]);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Order Summary</h2>}>
      <Flex vertical gap={16}>
        {groups.map((group) => {
          const subtotal = group.items.reduce((sum, item) => sum + Math.round(itemTotalOf(item) * 100), 0) / 100;
          const heading = `${group.airport.name} (${group.airport.code}), ${formatLongDate(group.date)} at ${formatTime12(group.time)}`;
          return (
            <section key={group.key} aria-label={heading} className="checkout-group">
              <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
                {heading}
              </Typography.Title>
              {group.items.map((item) => (
                <div key={item.id} style={{ marginBottom: 12 }}>
                  <Flex justify="space-between" align="baseline" gap={8} wrap>
                    <Typography.Text strong>{item.name}</Typography.Text>
                    <Tag color="gold" style={{ color: 'rgba(0,0,0,0.88)' }}>
                      {SERVICE_LEVEL_BADGES[item.serviceLevel]}
                    </Tag>
                  </Flex>
                  <Typography.Text type="secondary">
                    {SERVICE_TYPE_LABELS[item.serviceType]} ·{' '}
                    {travellersLabel(item.travelers.adults + item.travelers.children)}
                  </Typography.Text>
                  <Flex justify="space-between">
                    <span>Base price</span>
                    <span>{formatMoney(item.basePrice)}</span>
                  </Flex>
                  <Flex justify="space-between">
                    <span>Porter Service</span>
                    <span>{item.porterSelected ? formatMoney(item.porterCost) : 'Not included'}</span>
                  </Flex>
                  {item.discountPercentage > 0 && (
                    <Flex justify="space-between">
                      <span>{item.discountPercentage}% discount applied</span>
                      <span>{formatMoney(itemTotalOf(item))}</span>
                    </Flex>
                  )}
                  <HoldItemLabel status={holdStatus[item.id]} />
                  {itemErrors[item.id] && (
                    <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={itemErrors[item.id]} />
                  )}
                </div>
              ))}
              <Flex justify="space-between" align="center">
                <Typography.Text strong>Subtotal: {formatMoney(subtotal)}</Typography.Text>
                <Button
                  danger
                  size="small"
                  disabled={disabled}
                  onClick={() => onRemoveGroup(group)}
                  aria-label={`Remove This Service: ${heading}`}
                >
                  Remove This Service
                </Button>
              </Flex>
              <Divider style={{ margin: '12px 0 0' }} />
            </section>
          );
        })}
        {items.length > 1 && (
          <Flex justify="space-between">
            <Typography.Text strong style={{ fontSize: 16 }}>
              Total
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="checkout-total">
              {formatMoney(totals.total)}
            </Typography.Text>
          </Flex>
        )}
        <Typography.Text type="secondary">
          Prices are confirmed when we receive your request; payment is arranged after we confirm availability.
        </Typography.Text>
        <Flex gap={8} wrap>
          <ButtonLink to="/booking">Add Another Service</ButtonLink>
          <ButtonLink to="/">Back to Services</ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
