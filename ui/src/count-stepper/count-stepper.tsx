import { useState } from 'react';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { ButtonStyle } from '../light/button';
import { LightIcon } from '../light/icon';
import { UiStyle } from '../light/ui-style';

/** Typed or stepped counts never leave [min, max]; a non-number becomes min. */
export function clampCount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export interface CountStepperProps {
  /** Set by a Field (or antd's Form.Item) so the field's label points at the input. */
  id?: string;
  value?: number;
  /** Undefined while the box is emptied (the form then reports the field as missing); blur puts min back. */
  onChange?: (value: number | undefined) => void;
  min: number;
  max: number;
  /** Plural noun for the buttons' names: 'adults' → 'Fewer adults' / 'More adults'. */
  noun: string;
  /** Accessible name when the stepper has no label. */
  ariaLabel?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A − / number / + stepper; typed values are clamped to [min, max] on blur, an emptied field becomes min.
 * Plain elements (ui/src/light's look): it sits in the search form of the public pages, which load no antd.
 */
export function CountStepper({ id, value, onChange, min, max, noun, ariaLabel, disabled, ...aria }: CountStepperProps) {
  const current = value ?? min;
  const set = (next: number) => onChange?.(clampCount(next, min, max));
  // What is being typed, while the box is in use (it may be empty or out of range until it is left); else the value.
  const [typing, setTyping] = useState<string>();
  const text = typing ?? (value === undefined ? '' : String(value));
  return (
    <span className="vip-stepper">
      <UiStyle />
      <ButtonStyle />
      <button
        type="button"
        className="vip-btn"
        aria-label={`Fewer ${noun}`}
        disabled={disabled || current <= min}
        onClick={() => set(current - 1)}
      >
        <LightIcon icon={MinusOutlined} />
      </button>
      <input
        id={id}
        className="vip-input"
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-label={ariaLabel}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-invalid={aria['aria-invalid'] || undefined}
        aria-describedby={aria['aria-describedby']}
        value={text}
        disabled={disabled}
        onChange={(e) => {
          const typed = e.target.value.replace(/[^\d]/g, '');
          setTyping(typed);
          if (typed === '') onChange?.(undefined);
          else if (Number(typed) >= min && Number(typed) <= max) onChange?.(Number(typed));
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            setTyping(undefined);
            set(current + (e.key === 'ArrowUp' ? 1 : -1));
          }
        }}
        onBlur={(e) => {
          setTyping(undefined);
          const typed = Number(e.target.value);
          if (e.target.value.trim() === '' || !Number.isFinite(typed)) set(min);
          else if (typed !== value) set(typed);
        }}
      />
      <button
        type="button"
        className="vip-btn"
        aria-label={`More ${noun}`}
        disabled={disabled || current >= max}
        onClick={() => set(current + 1)}
      >
        <LightIcon icon={PlusOutlined} />
      </button>
    </span>
  );
}
