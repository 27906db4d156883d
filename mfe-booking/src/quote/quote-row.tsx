import { Button, Flex, Tag, Typography } from 'antd';
import type { MessageDescriptor } from 'react-intl';
import { DeleteOutlined } from '@ant-design/icons';
import type { AppliedPromo, CartItem } from '../cart/cart.types';
import {
  discountLine,
  displayName,
  formatQuoteDate,
  formatQuoteTime,
  formatTravellers,
  formatWholeDollars,
  porterLine,
  serviceTypeLabel,
  typeAndLevelLabel,
  useWording,
  type Wording,
} from './format';
import { QUOTE_ROW_MESSAGES as M } from './quote.messages';

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

const legLine = (message: MessageDescriptor, leg: CartItem, wording: Wording) =>
  wording.text(message, {
    type: serviceTypeLabel(leg.serviceType, wording),
    date: formatQuoteDate(leg.date, wording),
    time: formatQuoteTime(leg.time, wording),
  });

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
  const wording = useWording();
  const { text } = wording;
  const money = (amount: number) => formatWholeDollars(amount, wording.locale);
  const name = displayName(item, wording);
  return (
    <li
      aria-labelledby={titleId}
      style={{ padding: '12px 0', borderBottom: `1px solid ${VIP_THEME.colorBorderSecondary}`, listStyle: 'none' }}
    >
      <Flex justify="space-between" gap={12} align="start">
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong id={titleId}>
            {name}
          </Typography.Text>
          {pair && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {text(M.roundTrip)}
            </Tag>
          )}
          <div>
            {item.airport.code} – {item.airport.name}
          </div>
          <Typography.Text type="secondary">{typeAndLevelLabel(item, wording)}</Typography.Text>
          <div>
            {formatQuoteDate(item.date, wording)} · {formatQuoteTime(item.time, wording)}
          </div>
          <div>{formatTravellers(item.travelers, wording)}</div>
          {pair && (
            <div>
              <div>{legLine(M.outbound, pair.outbound, wording)}</div>
              <div>{legLine(M.back, pair.back, wording)}</div>
            </div>
          )}
          <Typography.Text type="secondary">{porterLine(item, money, wording)}</Typography.Text>
        </div>
        <Flex vertical align="end" gap={4} style={{ flexShrink: 0 }}>
          {item.discountPercentage > 0 && (
            <Typography.Text delete type="secondary" aria-label={text(M.was, { price: money(gross) })}>
              {money(gross)}
            </Typography.Text>
          )}
          <Typography.Text strong>{money(total)}</Typography.Text>
          {item.discountPercentage > 0 && (
            <Typography.Text type="success" style={{ fontSize: 13 }}>
              {discountLine(item, promo?.code, wording)}
            </Typography.Text>
          )}
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={text(M.remove, { name })}
            onClick={onRemove}
          />
        </Flex>
      </Flex>
    </li>
  );
}
