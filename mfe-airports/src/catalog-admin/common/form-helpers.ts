import { type FormInstance } from 'antd';
import type { z } from 'zod';

/**
 * Checks a form's values with the schema svc-catalog checks them with, so the form never sends what the server
 * would refuse: the parsed value, or null after putting each message on its field. Messages about the whole
 * (no field) come back as `formErrors`.
 */
export function parseForm<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  values: unknown,
  /** A field of the schema → the form's field path, where they differ (a price inside `price`). */
  options: {
    fieldOf?: (path: PropertyKey[]) => Array<string | number> | undefined;
    /** What to say for a choice (a select) left empty, by field. */
    choices?: Record<string, string>;
  } = {},
): { data: z.output<S>; formErrors: [] } | { data: null; formErrors: string[] } {
  const fieldOf = options.fieldOf ?? ((path) => (path.length > 0 ? [String(path[0])] : undefined));
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, formErrors: [] };
  const byField = new Map<string, { name: Array<string | number>; errors: string[] }>();
  const formErrors: string[] = [];
  const given = values as Record<string, unknown>;
  for (const issue of parsed.error.issues) {
    const name = fieldOf(issue.path);
    if (!name) {
      formErrors.push(issue.message);
      continue;
    }
    const key = name.join('.');
    const choice = options.choices?.[key];
    const message =
      choice && (given[key] === undefined || given[key] === null || given[key] === '') ? choice : issue.message;
    const entry = byField.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return { data: null, formErrors };
}
