import { useState } from 'react';

/**
 * Number inputs a user can empty while retyping. The draft takes the field's fallback at once (0 for an
 * amount, 1 passenger: non-numbers become 0), but the input stays empty until the user types or
 * leaves it, instead of refilling with the fallback under their cursor.
 */
export function useEmptiableNumbers() {
  const [blank, setBlank] = useState<ReadonlySet<string>>(() => new Set());
  const without = (set: ReadonlySet<string>, name: string) => new Set([...set].filter((x) => x !== name));

  /**
   * The value and handlers for one InputNumber; `apply` gets null for an emptied field and gives the draft its
   * fallback.
   */
  const numeric = (name: string, value: number, apply: (v: number | null) => void) => ({
    value: blank.has(name) ? null : value,
    onChange: (v: number | string | null) => {
      const empty = v === null || v === '';
      setBlank((b) => (empty === b.has(name) ? b : empty ? new Set(b).add(name) : without(b, name)));
      apply(empty ? null : Number(v));
    },
    onBlur: () => setBlank((b) => (b.has(name) ? without(b, name) : b)),
  });

  /** Forgets emptied fields, e.g. when a list of inputs is re-indexed. */
  const reset = () => setBlank(new Set());

  return { numeric, reset };
}
