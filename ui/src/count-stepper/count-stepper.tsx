import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';

/** Typed or stepped counts never leave [min, max]; a non-number becomes min. */
export function clampCount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export interface CountStepperProps {
  /** Set by Form.Item so the field's label points at the input. */
  id?: string;
  value?: number;
  /** Undefined while the box is emptied (the form then reports the field as missing); blur puts min back. */
  onChange?: (value: number | undefined) => void;
  min: number;
  max: number;
  /** Plural noun for the buttons' names: 'adults' → 'Fewer adults' / 'More adults'. */
  noun: string;
  /** Accessible name when the stepper has no Form.Item label. */
  ariaLabel?: string;
  disabled?: boolean;
}

/** A − / number / + stepper; typed values are clamped to [min, max] on blur, an emptied field becomes min. */
export function CountStepper({ id, value, onChange, min, max, noun, ariaLabel, disabled }: CountStepperProps) {
  const current = value ?? min;
  const set = (next: number) => onChange?.(clampCount(next, min, max));
  return (
    <Space.Compact>
      <Button aria-label={`Fewer ${noun}`} icon={<MinusOutlined aria-hidden />} disabled={disabled || current <= min} onClick={() => set(current - 1)} />
      <InputNumber
        id={id}
        aria-label={ariaLabel}
        value={value}
        min={min}
        max={max}
        precision={0}
        controls={false}
        inputMode="numeric"
        disabled={disabled}
        style={{ width: 64, textAlign: 'center' }}
        onChange={(next) => {
          if (typeof next === 'number') set(next);
          else if (next === null) onChange?.(undefined);
        }}
        onBlur={(e) => {
          // antd keeps an out-of-range typed value in the box without reporting it; clamp it here.
          const typed = Number(e.target.value);
          if (e.target.value.trim() === '' || !Number.isFinite(typed)) set(min);
          else if (typed !== current) set(typed);
        }}
      />
      <Button aria-label={`More ${noun}`} icon={<PlusOutlined aria-hidden />} disabled={disabled || current >= max} onClick={() => set(current + 1)} />
    </Space.Compact>
  );
}
