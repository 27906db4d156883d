import { Col, Form, InputNumber, Row } from 'antd';
import { PRICE_AMOUNT_FIELDS, type PriceAmountField } from '@vip/contracts/schemas';

export const PRICE_FIELD_LABELS: Record<PriceAmountField, string> = {
  basePrice: 'Base price',
  adultFee: 'Fee per extra adult',
  childFee: 'Fee per extra child',
  afterHoursFee: 'After-hours fee',
  lastMinute24hSurcharge: 'Surcharge within 24 hours',
  lastMinute48hSurcharge: 'Surcharge within 48 hours',
};

/**
 * A price's amounts in US dollars. `prefix` places them inside another form's value (a new service's first
 * price); `optionalFees` says that an empty fee keeps the one in force.
 */
export function PriceAmountFields({ prefix, optionalFees }: { prefix?: string; optionalFees?: boolean }) {
  return (
    <Row gutter={16}>
      {PRICE_AMOUNT_FIELDS.map((field) => (
        <Col key={field} xs={24} sm={12} md={8}>
          <Form.Item
            name={prefix ? [prefix, field] : field}
            label={`${PRICE_FIELD_LABELS[field]} (US$)`}
            required={field === 'basePrice' || !optionalFees}
          >
            <InputNumber<number>
              min={0}
              precision={2}
              style={{ width: '100%' }}
              placeholder={optionalFees && field !== 'basePrice' ? 'As before' : undefined}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
