import { Alert, Button, Card, Divider, Flex, Tag, Typography } from 'antd';
import type { HoldItemStatus } from '@vip/contracts/schemas';
import type { CartItem } from '../cart/cart.types';
import { itemTotalOf, totalsOf } from '../cart/cart-pricing';
import { ButtonLink, useText } from '@vip/ui';
import { HoldItemLabel } from '../seat-hold/hold-countdown';
import { SERVICE_LEVEL_MESSAGES } from '../wizard/service.messages';
import { orderSummaryMessages as m, serviceTypeMessages } from './checkout.messages';
import { usePageFormat } from './page-format';
import { PriceEstimate } from '../currency/price-estimate';

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
  const text = useText();
  const format = usePageFormat();
  const groups = groupItems(items);
  const totals = totalsOf([...items]);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{text(m.title)}</h2>}>
      <Flex vertical gap={16}>
        {groups.map((group) => {
          const subtotal = group.items.reduce((sum, item) => sum + Math.round(itemTotalOf(item) * 100), 0) / 100;
          const heading = text(m.group, {
            airport: group.airport.name,
            code: group.airport.code,
            date: format.longDate(group.date),
            time: format.time(group.time),
          });
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
                      {text(SERVICE_LEVEL_MESSAGES[item.serviceLevel])}
                    </Tag>
                  </Flex>
                  <Typography.Text type="secondary">
                    {text(serviceTypeMessages[item.serviceType])} ·{' '}
                    {text(m.travellers, { count: item.travelers.adults + item.travelers.children })}
                  </Typography.Text>
                  <Flex justify="space-between">
                    <span>{text(m.basePrice)}</span>
                    <span>{format.money(item.basePrice)}</span>
                  </Flex>
                  <Flex justify="space-between">
                    <span>{text(m.porter)}</span>
                    <span>{item.porterSelected ? format.money(item.porterCost) : text(m.notIncluded)}</span>
                  </Flex>
                  {item.discountPercentage > 0 && (
                    <Flex justify="space-between">
                      <span>{text(m.discount, { percent: item.discountPercentage })}</span>
                      <span>{format.money(itemTotalOf(item))}</span>
                    </Flex>
                  )}
                  <HoldItemLabel status={holdStatus[item.id]} />
                  {itemErrors[item.id] && (
                    <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={itemErrors[item.id]} />
                  )}
                </div>
              ))}
              <Flex justify="space-between" align="center">
                <Typography.Text strong>{text(m.subtotal, { amount: format.money(subtotal) })}</Typography.Text>
                <Button
                  danger
                  size="small"
                  disabled={disabled}
                  onClick={() => onRemoveGroup(group)}
                  aria-label={text(m.removeGroup, { group: heading })}
                >
                  {text(m.remove)}
                </Button>
              </Flex>
              <Divider style={{ margin: '12px 0 0' }} />
            </section>
          );
        })}
        {items.length > 1 && (
          <Flex justify="space-between">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {text(m.total)}
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 16 }} data-testid="checkout-total">
              {format.money(totals.total)}
            </Typography.Text>
          </Flex>
        )}
        <PriceEstimate usd={totals.total} note />
        <Typography.Text type="secondary">{text(m.pricesNote)}</Typography.Text>
        <Flex gap={8} wrap>
          <ButtonLink to="/booking">{text(m.addService)}</ButtonLink>
          <ButtonLink to="/">{text(m.backToServices)}</ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
