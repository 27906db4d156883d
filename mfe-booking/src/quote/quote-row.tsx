import { Button, Flex, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { SERVICE_TYPE_LABELS } from '@vip/contracts/vocabulary';
import type { AppliedPromo, CartItem } from '../cart/cart.types';
import {
  discountReasonLabel,
  formatQuoteDate,
  formatQuoteTime,
  formatTravellers,
  formatWholeDollars,
  typeAndLevelLabel,
} from './format';

function linkedPair(item: CartItem, items: readonly CartItem[]): { outbound: CartItem; back: CartItem } | null {
  if (item.returnTripId !== undefined) {
    const back = items.find((other) => other.id === item.returnTripId);
    return back ? { outbound: item, back } : null;
  }
  if (item.returnTripFor !== undefined) {
    const outbound = items.find((other) => other.id === item.returnTripFor);
    return outbound ? { outbound, back: item } : null;
  }
  return null;
}

const legLine = (label: string, leg: CartItem) =>
  `${label}: ${SERVICE_TYPE_LABELS[leg.serviceType]}, ${formatQuoteDate(leg.date)} at ${formatQuoteTime(leg.time)}`;

/** One service of the quote: where, when, who, porter, its price and discount, and Remove. */
export function QuoteRow({
  item,
  items,
  promo,
  total,
  onRemove,
}: {
  item: CartItem;
  items: readonly CartItem[];
  promo: AppliedPromo | null;
  total: number;
  onRemove: () => void;
}) {
  const pair = linkedPair(item, items);
  const gross = item.basePrice + (item.porterSelected ? item.porterCost : 0);
  const titleId = `quote-item-${item.id}`;
  return (
    <li aria-labelledby={titleId} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }}>
      <Flex justify="space-between" gap={12} align="start">
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong id={titleId}>
            {item.name}
          </Typography.Text>
          {pair && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              Round trip
            </Tag>
          )}
          <div>
            {item.airport.code} – {item.airport.name}
          </div>
          <Typography.Text type="secondary">{typeAndLevelLabel(item)}</Typography.Text>
          <div>
            {formatQuoteDate(item.date)} · {formatQuoteTime(item.time)}
          </div>
          <div>{formatTravellers(item.travelers)}</div>
          {pair && (
            <div>
              <div>{legLine('Outbound', pair.outbound)}</div>
              <div>{legLine('Return', pair.back)}</div>
            </div>
          )}
          <Typography.Text type="secondary">
            {item.porterSelected
              ? `Porter service included (+${formatWholeDollars(item.porterCost)})`
              : 'No porter service'}
          </Typography.Text>
        </div>
        <Flex vertical align="end" gap={4} style={{ flexShrink: 0 }}>
          {item.discountPercentage > 0 && (
            <Typography.Text delete type="secondary" aria-label={`Was ${formatWholeDollars(gross)}`}>
              {formatWholeDollars(gross)}
            </Typography.Text>
          )}
          <Typography.Text strong>{formatWholeDollars(total)}</Typography.Text>
          {item.discountPercentage > 0 && (
            <Typography.Text type="success" style={{ fontSize: 13 }}>
              {item.discountPercentage}% off ({discountReasonLabel(item, promo?.code)})
            </Typography.Text>
          )}
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Remove ${item.name} from quote`}
            onClick={onRemove}
          />
        </Flex>
      </Flex>
    </li>
  );
}
