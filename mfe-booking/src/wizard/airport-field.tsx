import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useText } from '@vip/ui';
import { AIRPORT_FIELD_MESSAGES as M } from './airport-field.messages';
import { useAirportSearch, useAirports } from './airports-api';
import { SUGGESTION_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

export interface AirportFieldProps {
  /** Set by the search form so the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Called when the field is left (the search form checks the airport then). */
  onBlur?: () => void;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface Suggestion {
  code: string;
  name: string;
  city: string;
  country: string;
}

/**
 * The suggestions' look: antd's AutoComplete dropdown, in plain CSS (the field is on the home page, which
 * loads no antd).
 */
const AIRPORT_FIELD_STYLE = `
.airport-field { position: relative; }
.airport-field__list { position: absolute; z-index: 1050; top: calc(100% + 4px); left: 0; right: 0; max-height: 256px; overflow-y: auto; margin: 0; padding: 4px; list-style: none; background: #fff; border-radius: ${VIP_THEME.borderRadius}px; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05); }
.airport-field__option { padding: 5px 12px; border-radius: ${VIP_THEME.borderRadiusXS}px; cursor: pointer; font-size: ${VIP_THEME.fontSize}px; line-height: 22px; color: ${VIP_THEME.colorText}; }
.airport-field__option[aria-selected='true'] { background: ${VIP_THEME.colorFillSecondary}; }
.airport-field__empty { padding: 5px 12px; color: ${VIP_THEME.colorTextSecondary}; font-size: ${VIP_THEME.fontSize}px; }
.airport-field__picked { margin-top: 4px; color: ${VIP_THEME.colorTextSecondary}; font-size: 13px; }
`;

type FlagOf = (country: string) => string;

/**
 * The flag of a country name, where this device draws flag emoji in colour; undefined until the field is first
 * used: the country table and the canvas check (which draws an emoji, and can wait on the emoji font) load and
 * run then, not with the page nor while it hydrates.
 */
function useCountryFlags(inUse: boolean): FlagOf | undefined {
  const [flagOf, setFlagOf] = useState<FlagOf>();
  useEffect(() => {
    if (!inUse || flagOf) return;
    let current = true;
    void import('./country-flag').then(({ countryFlag, flagEmojiSupported }) => {
      if (current) setFlagOf(() => (flagEmojiSupported() ? countryFlag : () => ''));
    });
    return () => {
      current = false;
    };
  }, [inUse, flagOf]);
  return flagOf;
}

export const AIRPORTS_UNAVAILABLE = M.unavailable.defaultMessage as string;

/**
 * Airport input with suggestions: the catalog is searched once the text has been still for 300 ms
 * (GET /api/airports/search?q=); an empty field lists every airport (GET /api/airports). Both answers
 * are cached five minutes and never refetched on focus. Choosing a suggestion puts its code in the
 * field, which is what the search sends.
 *
 * An ARIA 1.2 combobox with a list box (the pattern antd's AutoComplete follows), written here rather than
 * taken from antd or a library: it is the home page's first field, and the home page loads no antd; the
 * keyboard is the pattern's (arrows move, Enter chooses, Escape closes, Tab leaves with what is typed).
 */
export function AirportField({ id, value = '', onChange, onBlur, placeholder, ...aria }: AirportFieldProps) {
  const text = useText();
  const ownId = useId();
  const inputId = id ?? `${ownId}-airport`;
  const listId = `${inputId}-list`;
  // Look-ups run only while the field is in use: a prefilled code does not cost a request.
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const all = useAirports(focused && debounced === '');
  const found = useAirportSearch(debounced, focused);

  const typed = value.trim().toLowerCase();
  const suggestions: Suggestion[] = useMemo(() => {
    const answered = debounced === '' ? (all.data ?? []) : (found.data ?? []);
    if (typed === debounced.toLowerCase()) return answered;
    // The text moved on since the last look-up: narrow what is shown to it at once, so 'Rome' never lists
    // unrelated airports while the search for it is on its way.
    return answered.filter((a) =>
      [a.code, a.name, a.city, a.country].some((part) => part.toLowerCase().includes(typed)),
    );
  }, [debounced, typed, all.data, found.data]);
  const loading = debounced === '' ? all.isFetching : found.isFetching;
  // The field holds the code the search sends; what that code is, is said beside it (as the suggestion said it).
  const code = value.trim().toUpperCase();
  const isCode = /^[A-Z]{3}$/.test(code);
  const directory = useAirports(isCode);
  const picked = isCode
    ? (suggestions.find((a) => a.code === code) ?? directory.data?.find((a) => a.code === code))
    : undefined;
  const flagOf = useCountryFlags(focused);

  const choose = (airport: Suggestion) => {
    onChange?.(airport.code);
    setOpen(false);
    setActive(-1);
  };
  // The directory away is not an empty answer: 'No airports found' would send a traveller to another spelling.
  const failed = debounced === '' ? all.isError : found.isError;
  const status = loading
    ? text(M.lookingUp)
    : failed && suggestions.length === 0
      ? text(M.unavailable)
      : debounced && suggestions.length === 0
        ? text(M.noneFound)
        : undefined;
  const expanded = focused && open && (suggestions.length > 0 || status !== undefined);
  const optionId = (i: number) => `${listId}-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      // Enter chooses the highlighted airport instead of sending the form.
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const pickedId = `${inputId}-picked`;
  const describedBy = [aria['aria-describedby'], picked && pickedId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="airport-field">
      <style>{AIRPORT_FIELD_STYLE}</style>
      <input
        id={inputId}
        className="vip-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={aria['aria-invalid'] || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? text(M.placeholder)}
        value={value}
        onChange={(e) => {
          onChange?.(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={text(M.suggestions)}
        className="airport-field__list"
        hidden={!expanded}
      >
        {expanded && status && suggestions.length === 0 && (
          <li role="presentation" className="airport-field__empty" aria-live="polite">
            {status}
          </li>
        )}
        {expanded &&
          suggestions.map((a, i) => {
            const flag = flagOf?.(a.country) ?? '';
            return (
              <li
                key={a.code}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className="airport-field__option"
                // Chosen before the input loses focus (a click would blur it first and close the list).
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(a);
                }}
                onMouseEnter={() => setActive(i)}
              >
                {flag && (
                  <span aria-hidden="true" style={{ marginInlineEnd: 8 }}>
                    {flag}
                  </span>
                )}
                <strong>{a.code}</strong> – {a.name}, {a.city}, {a.country}
              </li>
            );
          })}
      </ul>
      {picked && (
        <div id={pickedId} data-testid="picked-airport" className="airport-field__picked">
          {picked.name}, {picked.city}, {picked.country} ({picked.code})
        </div>
      )}
    </div>
  );
}
