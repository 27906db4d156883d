import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { toCents, formatUsd } from '@vip/contracts/money';
import { OPERATIONS_TEXT_LIMITS, transferTotalCents, type AdditionalCostItem } from '@vip/contracts/schemas';
import { amount } from '../booking-detail/core-edit';
import { useEmptiableNumbers } from '../ui/use-emptiable-numbers';

/** The contract caps a transfer at 20 additional cost items. */
export const MAX_COST_ITEMS = 20;

/** Base service cost plus the additional costs, added in cents as svc-ops does. */
export function costTotal(base: number, items: readonly AdditionalCostItem[]): number {
  return (
    transferTotalCents(
      toCents(base),
      items.map((i) => toCents(i.amount)),
    ) / 100
  );
}

export interface AdditionalCostsEditorProps {
  /** Names the total's label, unique on the page. */
  idPrefix: string;
  base: number;
  items: AdditionalCostItem[];
  onChange: (items: AdditionalCostItem[]) => void;
  invalidDescription?: (index: number) => boolean;
  error?: string;
}

/** The chauffeur transfer's additional cost items (description and amount, add and remove) with the live Total. */
export function AdditionalCostsEditor({
  idPrefix,
  base,
  items,
  onChange,
  invalidDescription,
  error,
}: AdditionalCostsEditorProps) {
  // Amounts are at least 0, a non-number becoming 0; an emptied one stays empty while retyped.
  const { numeric, reset } = useEmptiableNumbers();
  const update = (i: number, patch: Partial<AdditionalCostItem>) =>
    onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <section aria-label="Additional costs">
      <Typography.Text strong>Additional costs</Typography.Text>
      {items.map((item, i) => (
        <Flex key={i} gap={8} align="center" style={{ marginTop: 6 }}>
          <Input
            aria-label={`Additional cost ${i + 1} description`}
            placeholder="Description"
            maxLength={OPERATIONS_TEXT_LIMITS.costDescription}
            value={item.description}
            status={invalidDescription?.(i) ? 'error' : undefined}
            onChange={(e) => update(i, { description: e.target.value })}
          />
          <InputNumber
            aria-label={`Additional cost ${i + 1} amount`}
            min={0}
            step={0.01}
            {...numeric(`item-${i}`, item.amount, (v) => update(i, { amount: amount(v) }))}
          />
          <Button
            aria-label={`Remove additional cost ${i + 1}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => {
              // The inputs after the removed one move up: no emptied state may follow them.
              reset();
              onChange(items.filter((_, j) => j !== i));
            }}
          />
        </Flex>
      ))}
      {error && (
        <div>
          <Typography.Text type="danger">{error}</Typography.Text>
        </div>
      )}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ marginTop: 6 }}
        disabled={items.length >= MAX_COST_ITEMS}
        onClick={() => onChange([...items, { description: '', amount: 0 }])}
      >
        Add Cost Item
      </Button>
      <Flex gap={6} style={{ marginTop: 8 }}>
        <span id={`${idPrefix}-total-label`}>Total</span>
        <output aria-labelledby={`${idPrefix}-total-label`}>
          <strong>{formatUsd(costTotal(base, items))}</strong>
        </output>
      </Flex>
    </section>
  );
}
