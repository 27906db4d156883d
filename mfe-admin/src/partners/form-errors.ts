import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { ApiRequestError, serverFieldErrors } from '@vip/contracts/http';
import { errorMessage } from '../ui/error-message';

type FieldPath = (string | number)[];

/**
 * Checks a form's values with the contract's schema and puts its messages on the fields (a contact's e-mail
 * under that contact); null when something is wrong, the parsed body otherwise.
 */
export function parseInto<S extends z.ZodType>(form: FormInstance, schema: S, values: unknown): z.output<S> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const byPath = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const issue of parsed.error.issues) {
    const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  form.setFields([...byPath.values()]);
  return null;
}

/**
 * Puts the server's field messages on the form's fields; answers the message to show when the refusal is not
 * about a field the form has.
 */
export function showServerErrors(form: FormInstance, error: unknown, fields: readonly string[]): string | null {
  const server = serverFieldErrors(error);
  const known = Object.entries(server ?? {}).filter(([name]) => fields.includes(name));
  if (known.length > 0) {
    form.setFields(known.map(([name, errors]) => ({ name, errors })));
    return null;
  }
  return errorMessage(error);
}

export const isConflict = (error: unknown) => error instanceof ApiRequestError && error.code === 'VERSION_CONFLICT';
