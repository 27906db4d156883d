import {
  PHONE_FORMAT_MESSAGE,
  SUPPLIER_JOB_DECLINE_REASON_MESSAGE,
  SUPPLIER_JOB_EMPTY_MESSAGE,
  SUPPLIER_JOB_REPORT_MESSAGE,
  supplierJobAnswerSchema,
  supplierJobParamsSchema,
} from '../schemas';

const messages = (input: unknown) => {
  const result = supplierJobAnswerSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('a supplier job answer', () => {
  it('takes any one answer, the phone in E.164 and empty boxes as not given', () => {
    expect(
      supplierJobAnswerSchema.parse({
        accept: true,
        greeterPhone: '+39 333 123 4567',
        greeterName: ' Marta ',
        eta: '',
      }),
    ).toEqual({ accept: true, greeterPhone: '+393331234567', greeterName: 'Marta' });
  });

  it('asks for a reason to decline and a report to complete, and for something at all', () => {
    expect(messages({ accept: false })).toEqual([SUPPLIER_JOB_DECLINE_REASON_MESSAGE]);
    expect(messages({ completed: true })).toEqual([SUPPLIER_JOB_REPORT_MESSAGE]);
    expect(messages({})).toEqual([SUPPLIER_JOB_EMPTY_MESSAGE]);
    expect(messages({ greeterPhone: '333 123' })).toContain(PHONE_FORMAT_MESSAGE);
  });

  it('refuses fields it does not know, such as the traveller contact', () => {
    expect(supplierJobAnswerSchema.safeParse({ accept: true, contactEmail: 'x@example.com' }).success).toBe(false);
  });

  it('takes only a token of the link shape', () => {
    expect(supplierJobParamsSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(supplierJobParamsSchema.safeParse({ token: 'A'.repeat(42) }).success).toBe(false);
    expect(supplierJobParamsSchema.safeParse({ token: `${'A'.repeat(42)}/` }).success).toBe(false);
  });
});
