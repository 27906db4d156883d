import { useState } from 'react';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { ButtonStyle } from '../light/button';
import { LightIcon } from '../light/icon';
import { UiStyle } from '../light/ui-style';
import { useText } from '../i18n/use-text';
import { countStepperMessages } from './count-stepper.messages';

/** Whole labels per noun, as languages inflect them. */
const BUTTON_LABELS = {
  adults: { fewer: countStepperMessages.fewerAdults, more: countStepperMessages.moreAdults },
  children: { fewer: countStepperMessages.fewerChildren, more: countStepperMessages.moreChildren },
} as const;

export function clampCount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export interface CountStepperProps {
  id?: string;
  value?: number;
  /** Undefined while the box is empty, so the form reports it missing; blur restores min. */
  onChange?: (value: number | undefined) => void;
  min: number;
  max: number;
  noun: keyof typeof BUTTON_LABELS;
  ariaLabel?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** No antd: it sits in the public pages' search form. */
export function CountStepper({ id, value, onChange, min, max, noun, ariaLabel, disabled, ...aria }: CountStepperProps) {
  const text = useText();
  const current = value ?? min;
  const set = (next: number) => onChange?.(clampCount(next, min, max));
  // Typed text may be empty or out of range until blur.
  const [typing, setTyping] = useState<string>();
  const shown = typing ?? (value === undefined ? '' : String(value));
  return (
    <span className="vip-stepper">
      <UiStyle />
      <ButtonStyle />
      <button
        type="button"
        className="vip-btn"
        aria-label={text(BUTTON_LABELS[noun].fewer)}
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
        value={shown}
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
        aria-label={text(BUTTON_LABELS[noun].more)}
        disabled={disabled || current >= max}
        onClick={() => set(current + 1)}
      >
        <LightIcon icon={PlusOutlined} />
      </button>
    </span>
  );
}
