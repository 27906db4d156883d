import { useMemo, useState } from 'react';
import { AutoComplete, Spin } from 'antd';
import { countryFlag, flagEmojiSupported } from './country-flag';
import { useAirportSearch, useAirports } from './api';
import { SUGGESTION_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

export interface AirportFieldProps {
  /** Set by Form.Item so the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  size?: 'large' | 'middle' | 'small';
  'aria-invalid'?: boolean;
}

interface Suggestion {
  code: string;
  name: string;
  city: string;
  country: string;
}

/**
 * Airport input with suggestions: the catalog is searched once the text has been still for 300 ms
 * (GET /api/airports/search?q=); an empty field lists every airport (GET /api/airports). Both answers
 * are cached five minutes and never refetched on focus. Choosing a suggestion puts its code in the
 * field, which is what the search sends.
 */
export function AirportField({ id, value = '', onChange, placeholder = 'City, airport or code', size, ...rest }: AirportFieldProps) {
  // Look-ups run only while the field is in use: a prefilled code does not cost a request.
  const [focused, setFocused] = useState(false);
  const debounced = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const all = useAirports(focused && debounced === '');
  const found = useAirportSearch(debounced, focused);

  const typed = value.trim().toLowerCase();
  const suggestions: Suggestion[] = useMemo(() => {
    const answered = debounced === '' ? (all.data ?? []) : (found.data ?? []);
    if (typed === debounced.toLowerCase()) return answered;
    // The text moved on since the last look-up: narrow what is shown to it at once, so 'Rome' never lists
    // unrelated airports while the search for it is on its way.
    return answered.filter((a) => [a.code, a.name, a.city, a.country].some((part) => part.toLowerCase().includes(typed)));
  }, [debounced, typed, all.data, found.data]);
  const loading = debounced === '' ? all.isFetching : found.isFetching;
  // The field holds the code the search sends; what that code is, is said beside it (as the suggestion said it).
  const code = value.trim().toUpperCase();
  const isCode = /^[A-Z]{3}$/.test(code);
  const directory = useAirports(isCode);
  const picked = isCode ? (suggestions.find((a) => a.code === code) ?? directory.data?.find((a) => a.code === code)) : undefined;
  const showFlags = useMemo(() => flagEmojiSupported(), []);

  const options = suggestions.map((a) => {
    const flag = showFlags ? countryFlag(a.country) : '';
    return {
      value: a.code,
      label: (
        <span>
          {flag && (
            <span aria-hidden="true" style={{ marginRight: 8 }}>
              {flag}
            </span>
          )}
          <strong>{a.code}</strong> – {a.name}, {a.city}, {a.country}
        </span>
      ),
    };
  });

  const pickedId = id ? `${id}-picked` : undefined;
  return (
    <>
    <AutoComplete
      id={id}
      aria-invalid={rest['aria-invalid']}
      aria-describedby={picked ? pickedId : undefined}
      value={value}
      options={options}
      // The server already matched the text; filtering again by option value would hide name matches.
      filterOption={false}
      onChange={(next) => onChange?.(String(next ?? ''))}
      onSelect={(code) => onChange?.(String(code))}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      placeholder={placeholder}
      size={size}
      notFoundContent={loading ? <Spin size="small" aria-label="Looking up airports" /> : debounced ? 'No airports found' : null}
      style={{ width: '100%' }}
    />
    {picked && (
      <div id={pickedId} data-testid="picked-airport" style={{ marginTop: 4, color: 'rgba(0, 0, 0, 0.65)', fontSize: 13 }}>
        {picked.name}, {picked.city}, {picked.country} ({picked.code})
      </div>
    )}
    </>
  );
}
