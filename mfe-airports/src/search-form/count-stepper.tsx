import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';

export function clampCount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export interface CountStepperProps {
  /** Set by Form.Item so the field's label points at the input. */
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  min: number;
  max: number;
  /** Plural noun for the buttons' names: 'adults' → 'Fewer adults' / 'More adults'. */
  noun: string;
}

/** A − / number / + stepper; typed values are clamped to [min, max], an emptied field becomes min. */
export function CountStepper({ id, value, onChange, min, max, noun }: CountStepperProps) {
  const current = value ?? min;
  const set = (next: number) => onChange?.(clampCount(next, min, max));
  return (
    <Space.Compact>
      <Button aria-label={`Fewer ${noun}`} icon={<MinusOutlined />} disabled={current <= min} onClick={() => set(current - 1)} />
      <InputNumber
        id={id}
        value={value}
        min={min}
        max={max}
        precision={0}
        controls={false}
        inputMode="numeric"
        style={{ width: 64, textAlign: 'center' }}
        onChange={(next) => {
          if (typeof next === 'number') set(next);
        }}
        onBlur={(e) => {
          const typed = Number(e.target.value);
          if (e.target.value.trim() === '' || !Number.isFinite(typed)) set(min);
          else if (typed !== current) set(typed);
        }}
      />
      <Button aria-label={`More ${noun}`} icon={<PlusOutlined />} disabled={current >= max} onClick={() => set(current + 1)} />
    </Space.Compact>
  );
}
