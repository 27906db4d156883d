import type { z } from 'zod';
import { adminCommentCreateSchema, bookingRequestSchema, communicationCreateSchema } from '@vip/contracts/schemas';
import { jsonSchemaOf } from './openapi-document';

// Messages about one field only: the rest of the request need not be valid.
const bookingRequest = {};

function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.map(String).join('.') === path).map((i) => i.message);
}

describe('required text is checked as the documents state it, on the text as sent', () => {
  /** The field's documented pattern, as the request's OpenAPI document gives it. */
  const documentedPattern = (schema: z.ZodType, field: string) => {
    const properties = (jsonSchemaOf(schema, 'input') as { properties: Record<string, { pattern: string }> })
      .properties;
    return new RegExp(properties[field]!.pattern, 'u');
  };
  const PHONE = 'Phone number must be at least 5 characters';
  const phone = [bookingRequestSchema, bookingRequest, 'contactPhone', PHONE] as const;
  const name = [bookingRequestSchema, bookingRequest, 'contactName', 'Contact name is required'] as const;
  const comment = [adminCommentCreateSchema, { comment: 'x' }, 'comment', 'Comment cannot be empty'] as const;

  it.each([
    ['a phone number', phone, '+1 212 555 0100', true],
    ['a short one padded with spaces', phone, ' 1234 ', false],
    ['a short one padded with a no-break space (the fuzzer sent it)', phone, '>ñ°\u0081\u00a0', false],
    ['one padded with a byte order mark', phone, '\ufeff1234', false],
    ['one ending in a line separator', phone, '1234\u2028', false],
    ['four characters of which three are surrogate pairs', phone, '😀😀😀1', false],
    ['a name', name, 'Grace', true],
    ['a blank name', name, ' ', false],
    ['an ideographic space for a name', name, '\u3000', false],
    ['a comment over lines', comment, ' \nCalled the client\n', true],
    ['a comment of line breaks, tabs and spaces', comment, '\r\n\t ', false],
  ] as const)('%s: the server and the document agree', (_what, [schema, input, field, message], value, valid) => {
    expect(messagesAt(schema, { ...input, [field]: value }, field).includes(message)).toBe(!valid);
    expect(documentedPattern(schema, field).test(value)).toBe(valid);
  });

  it('keeps the length limit and its message', () => {
    const tooLong = { purpose: 'greeter_request', email: { subject: 'Hi', message: 'x'.repeat(10_001) } };
    expect(messagesAt(communicationCreateSchema, tooLong, 'email.message')).toEqual([
      'Message is at most 10,000 characters',
    ]);
    expect(
      messagesAt(bookingRequestSchema, { ...bookingRequest, contactName: `  ${'x'.repeat(120)}  ` }, 'contactName'),
    ).toEqual([]);
  });
});
