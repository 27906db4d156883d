import { useEffect, useMemo, useRef, useState } from 'react';
import { Input, Select, Space } from 'antd';
import {
  asPhoneCountry,
  formatPhoneNumber,
  normalizePhoneNumber,
  phoneCountries,
  phoneCountryOf,
  type PhoneCountry,
} from '@vip/contracts/schemas';

/** The region of the browser's language ('IT' for it-IT), when it is one a phone number may belong to. */
export function browserPhoneCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): PhoneCountry | undefined {
  for (const language of languages) {
    try {
      const country = asPhoneCountry(new Intl.Locale(language).maximize().region);
      if (country) return country;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return undefined;
}

/**
 * What the form keeps: the number in E.164 once it is one, else the text as typed (the schema then says what is wrong).
 */
export function phoneValueOf(typed: string, country: PhoneCountry | undefined): string {
  return normalizePhoneNumber(typed, country) ?? typed;
}

interface CountryOption {
  value: PhoneCountry;
  label: string;
  callingCode: string;
}

let countryOptions: CountryOption[] | undefined;
function countryOptionsOf(): CountryOption[] {
  if (countryOptions) return countryOptions;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  countryOptions = phoneCountries()
    .map(({ country, callingCode }) => ({
      value: country,
      callingCode,
      label: `${names.of(country) ?? country} (+${callingCode})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return countryOptions;
}

export interface PhoneInputProps {
  /** The text input's id: the field's label points at it. */
  id?: string;
  /** E.164, or the text as typed while it is no valid number. */
  value?: string | null;
  onChange?: (value: string) => void;
  /** The country a number without its country code is read as, until the person picks another. */
  defaultCountry?: PhoneCountry;
  /** The country selector's accessible name, e.g. 'Phone country'. */
  countryLabel: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * A phone number with its country beside it: '06 1234 5678' with Italy is +39 06 1234 5678. A number typed with
 * its country code (+44 …) moves the selector to that country. The form gets E.164 (phoneValueOf); a stored number
 * is shown in international format.
 */
export function PhoneInput({
  id,
  value,
  onChange,
  defaultCountry,
  countryLabel,
  autoComplete = 'tel',
  required,
  disabled,
  status,
  ...aria
}: PhoneInputProps) {
  const [country, setCountry] = useState<PhoneCountry>(
    () => phoneCountryOf(value) ?? defaultCountry ?? browserPhoneCountry() ?? 'US',
  );
  const [text, setText] = useState(() => formatPhoneNumber(value) ?? '');
  const chosen = useRef(Boolean(phoneCountryOf(value)));
  const emitted = useRef(value ?? '');
  const options = useMemo(countryOptionsOf, []);

  // A value set from outside (a reset, a stored number loaded) replaces what is shown.
  useEffect(() => {
    if ((value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    typedText.current = formatPhoneNumber(value) ?? '';
    setText(typedText.current);
    const own = phoneCountryOf(value);
    if (own) setCountry(own);
  }, [value]);

  const emit = (typed: string, inCountry: PhoneCountry) => {
    const next = phoneValueOf(typed, inCountry);
    emitted.current = next;
    onChange?.(next);
  };
  const typedText = useRef(text);
  const emitLatest = useRef(emit);
  emitLatest.current = emit;

  // The default may come after the first render (the service's airport), or change (another airport): it applies
  // until the person chooses, and a number already typed without its country code is read again in it.
  useEffect(() => {
    if (chosen.current || !defaultCountry) return;
    setCountry(defaultCountry);
    const typed = typedText.current;
    if (typed.trim() && phoneValueOf(typed, defaultCountry) !== emitted.current)
      emitLatest.current(typed, defaultCountry);
  }, [defaultCountry]);

  const type = (typed: string) => {
    typedText.current = typed;
    setText(typed);
    const own = /^\s*(\+|00)/.test(typed) ? phoneCountryOf(typed) : undefined;
    if (own) {
      chosen.current = true;
      setCountry(own);
    }
    emit(typed, own ?? country);
  };

  const pick = (next: PhoneCountry) => {
    chosen.current = true;
    setCountry(next);
    emit(text, next);
  };

  return (
    <Space.Compact block>
      <Select<PhoneCountry, CountryOption>
        aria-label={countryLabel}
        value={country}
        onChange={pick}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        labelRender={() => `${country} +${options.find((o) => o.value === country)?.callingCode ?? ''}`}
        popupMatchSelectWidth={280}
        disabled={disabled}
        status={status}
        style={{ width: 112, flex: 'none' }}
      />
      <Input
        id={id}
        type="tel"
        value={text}
        onChange={(e) => type(e.target.value)}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        status={status}
        {...aria}
      />
    </Space.Compact>
  );
}
