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
import { localeDirection, type Locale } from '@vip/contracts/i18n';
import { useLocale } from '../i18n/intl-or-english';

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

/** E.164 once valid, else the text as typed so the schema can say what is wrong. */
export function phoneValueOf(typed: string, country: PhoneCountry | undefined): string {
  return normalizePhoneNumber(typed, country) ?? typed;
}

interface CountryOption {
  value: PhoneCountry;
  label: string;
  callingCode: string;
}

const countryOptions = new Map<Locale, CountryOption[]>();
/** Country names in the page's language, in its alphabetical order. */
function countryOptionsOf(locale: Locale): CountryOption[] {
  const known = countryOptions.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  // Isolated, or right to left shows '(44+)'.
  const code = (callingCode: string) =>
    localeDirection(locale) === 'rtl' ? `\u2066+${callingCode}\u2069` : `+${callingCode}`;
  const options = phoneCountries()
    .map(({ country, callingCode }) => ({
      value: country,
      callingCode,
      label: `${names.of(country) ?? country} (${code(callingCode)})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  countryOptions.set(locale, options);
  return options;
}

export interface PhoneInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  defaultCountry?: PhoneCountry;
  countryLabel: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

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
  const locale = useLocale();
  const options = useMemo(() => countryOptionsOf(locale), [locale]);

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

  // The default may arrive late or change; a number typed without its country code is re-read in it.
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
