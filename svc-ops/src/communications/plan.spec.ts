import {
  DRIVER_REQUIRED_MESSAGE,
  GREETER_REQUIRED_MESSAGE,
  SMS_DRIVER_POSTSCRIPT,
  SMS_MAX_LENGTH,
  SMS_POSTSCRIPT_AUTO_MAX,
  VENDOR_REQUIRED_MESSAGE,
  communicationCreateSchema,
  type CommunicationCreateInput,
} from '@vip/contracts/schemas';
import { AppError } from '@vip/platform/koa';
import { planMessages, smsNumber, type CaseForMessages } from './plan';

const SUPPORT = 'support@example.com';

function aCase(overrides: Partial<CaseForMessages> = {}): CaseForMessages {
  return {
    referenceCode: 'VIP-12345-FCO',
    isChauffeur: false,
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    bookerName: 'Ada Lovelace',
    bookerEmail: 'ada@example.com',
    bookerPhone: '+44 20 7946 0000',
    assignedSupplierName: 'Roma VIP',
    assignedSupplierEmail: 'ops@romavip.example',
    greeterName: 'Marco',
    greeterPhone: '+39 06 1234 5678',
    driverName: 'Luca',
    driverPhone: '+39 333 123 4567',
    ...overrides,
  };
}

function plan(c: CaseForMessages, input: CommunicationCreateInput) {
  const parsed = communicationCreateSchema.parse(input);
  if (parsed.purpose === 'pdf') throw new Error('not here');
  return planMessages(c, parsed, SUPPORT);
}

function refusal(fn: () => unknown): { status: number; message: string; fields?: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError)
      return {
        status: e.status,
        message: e.message,
        fields: (e.details as { fieldErrors?: unknown } | undefined)?.fieldErrors,
      };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('the dialogs’ rules (spec §5)', () => {
  it('Send Email to Supplier: To, copied to the support mailbox; refused without an assigned supplier unless the hub names one', () => {
    const email = { to: 'Bookings@RomaVip.example', subject: 'Availability', message: 'Can you take this booking?' };
    expect(plan(aCase(), { purpose: 'supplier_email', email })).toEqual([
      {
        channel: 'email',
        to: ['bookings@romavip.example'],
        cc: [SUPPORT],
        subject: 'Availability',
        body: 'Can you take this booking?',
      },
    ]);
    expect(
      refusal(() => plan(aCase({ assignedSupplierName: null }), { purpose: 'supplier_email', email })),
    ).toMatchObject({ status: 422, message: VENDOR_REQUIRED_MESSAGE });
    expect(
      plan(aCase({ assignedSupplierName: null }), { purpose: 'supplier_email', supplierName: 'Roma VIP', email })[0]!
        .to,
    ).toEqual(['bookings@romavip.example']);
    expect(
      communicationCreateSchema.safeParse({ purpose: 'supplier_email', email: { ...email, to: '' } }).error?.issues[0]
        ?.message,
    ).toBe('Please enter a recipient email address');
    expect(
      communicationCreateSchema.safeParse({ purpose: 'supplier_email', email: { ...email, subject: ' ' } }).error
        ?.issues[0]?.message,
    ).toBe('Subject is required');
    expect(
      communicationCreateSchema.safeParse({ purpose: 'supplier_email', email: { ...email, message: '' } }).error
        ?.issues[0]?.message,
    ).toBe('Message is required');
  });

  it('Send Greeter Contact Information: needs greeter name and phone, one recipient at least, each with an e-mail', () => {
    const email = {
      recipients: ['traveler', 'booker'] as const,
      subject: 'Your greeter',
      message: 'Marco will meet you.',
    };
    expect(
      plan(aCase(), { purpose: 'greeter_contact', email: { ...email, recipients: [...email.recipients] } })[0],
    ).toMatchObject({ to: ['grace@example.com', 'ada@example.com'], cc: [] });
    expect(
      refusal(() =>
        plan(aCase({ greeterPhone: null }), {
          purpose: 'greeter_contact',
          email: { ...email, recipients: ['traveler'] },
        }),
      ),
    ).toMatchObject({
      status: 422,
      message: GREETER_REQUIRED_MESSAGE,
    });
    expect(
      refusal(() =>
        plan(aCase({ bookerEmail: null }), { purpose: 'greeter_contact', email: { ...email, recipients: ['booker'] } }),
      ),
    ).toMatchObject({
      status: 422,
      message: "The booker's e-mail address is Not Provided",
    });
    expect(
      communicationCreateSchema.safeParse({ purpose: 'greeter_contact', email: { ...email, recipients: [] } }).error
        ?.issues[0]?.message,
    ).toBe('Choose at least one recipient');
  });

  it('Request Greeter Information goes to the assigned supplier, copied to support', () => {
    expect(
      plan(aCase(), { purpose: 'greeter_request', email: { subject: 'Greeter?', message: 'Who meets them?' } })[0],
    ).toMatchObject({ to: ['ops@romavip.example'], cc: [SUPPORT] });
    expect(
      refusal(() =>
        plan(aCase({ assignedSupplierName: null }), {
          purpose: 'greeter_request',
          email: { subject: 'x', message: 'y' },
        }),
      ).message,
    ).toBe(VENDOR_REQUIRED_MESSAGE);
    expect(
      refusal(() =>
        plan(aCase({ assignedSupplierEmail: null }), {
          purpose: 'greeter_request',
          email: { subject: 'x', message: 'y' },
        }),
      ).message,
    ).toBe('Roma VIP has no e-mail address on file');
  });

  it('Request Driver Information: supplier assigned; a chauffeur booking needs the To', () => {
    const email = { subject: 'Driver?', message: 'Who drives?' };
    expect(plan(aCase(), { purpose: 'driver_request', email })[0]!.to).toEqual(['ops@romavip.example']);
    expect(refusal(() => plan(aCase({ isChauffeur: true }), { purpose: 'driver_request', email }))).toMatchObject({
      status: 400,
      fields: { 'email.to': ['Please enter a recipient email address'] },
    });
    expect(
      plan(aCase({ isChauffeur: true }), {
        purpose: 'driver_request',
        email: { ...email, to: 'dispatch@cars.example' },
      })[0],
    ).toMatchObject({ to: ['dispatch@cars.example'], cc: [SUPPORT] });
    expect(
      refusal(() =>
        plan(aCase({ assignedSupplierName: null, isChauffeur: true }), {
          purpose: 'driver_request',
          email: { ...email, to: 'd@cars.example' },
        }),
      ).message,
    ).toBe(VENDOR_REQUIRED_MESSAGE);
  });

  it('Send Chauffeur/Driver Information: driver name and phone, e-mail with a message, texts one per number', () => {
    const chauffeur = aCase({ isChauffeur: true });
    const sent = plan(chauffeur, {
      purpose: 'driver_info',
      email: { recipients: ['traveler'], message: 'Luca drives a black sedan.' },
      sms: { recipients: ['traveler', 'booker'], message: 'Your driver Luca: +39 333 123 4567' },
    });
    expect(sent).toEqual([
      {
        channel: 'email',
        to: ['grace@example.com'],
        cc: [],
        subject: 'Your Chauffeur Details - VIP-12345-FCO',
        body: 'Luca drives a black sedan.',
      },
      { channel: 'sms', to: ['+12125550100'], cc: [], subject: null, body: 'Your driver Luca: +39 333 123 4567' },
      { channel: 'sms', to: ['+442079460000'], cc: [], subject: null, body: 'Your driver Luca: +39 333 123 4567' },
    ]);
    expect(
      refusal(() =>
        plan(aCase({ isChauffeur: true, driverPhone: '' }), {
          purpose: 'driver_info',
          email: { recipients: ['traveler'], message: 'x' },
        }),
      ).message,
    ).toBe(DRIVER_REQUIRED_MESSAGE);
    expect(
      refusal(() =>
        plan(aCase({ isChauffeur: true, bookerPhone: null }), {
          purpose: 'driver_info',
          sms: { recipients: ['booker'], message: 'x' },
        }),
      ).message,
    ).toBe("The booker's phone number is Not Provided");
    // Non-chauffeur: subject and message required; no texts.
    expect(
      refusal(() => plan(aCase(), { purpose: 'driver_info', email: { recipients: ['traveler'], message: 'x' } })),
    ).toMatchObject({ status: 400, fields: { 'email.subject': ['Subject is required'] } });
    expect(
      refusal(() => plan(aCase(), { purpose: 'driver_info', sms: { recipients: ['traveler'], message: 'x' } })).status,
    ).toBe(422);
    expect(communicationCreateSchema.safeParse({ purpose: 'driver_info' }).error?.issues[0]?.message).toBe(
      'Send an e-mail, a text, or both',
    );
    expect(
      communicationCreateSchema.safeParse({ purpose: 'driver_info', sms: { recipients: [], message: 'x' } }).error
        ?.issues[0]?.message,
    ).toBe('Choose at least one recipient for the text message');
  });

  it('SMS: at most 300 characters; the postscript is appended when asked and only if the text still fits', () => {
    const chauffeur = aCase({ isChauffeur: true });
    const short = 'x'.repeat(SMS_POSTSCRIPT_AUTO_MAX);
    expect(SMS_DRIVER_POSTSCRIPT.length).toBeLessThanOrEqual(SMS_MAX_LENGTH - SMS_POSTSCRIPT_AUTO_MAX);
    expect(
      plan(chauffeur, {
        purpose: 'driver_info',
        sms: { recipients: ['traveler'], message: short, addPostscript: true },
      })[0]!.body,
    ).toBe(short + SMS_DRIVER_POSTSCRIPT);
    const long = 'y'.repeat(SMS_MAX_LENGTH - 10);
    expect(
      refusal(() =>
        plan(chauffeur, {
          purpose: 'driver_info',
          sms: { recipients: ['traveler'], message: long, addPostscript: true },
        }),
      ),
    ).toMatchObject({
      status: 400,
      fields: { 'sms.message': ['With the postscript the text is over 300 characters'] },
    });
    expect(plan(chauffeur, { purpose: 'driver_info', sms: { recipients: ['traveler'], message: long } })[0]!.body).toBe(
      long,
    );
    expect(
      communicationCreateSchema.safeParse({
        purpose: 'driver_info',
        sms: { recipients: ['traveler'], message: 'z'.repeat(301) },
      }).error?.issues[0]?.message,
    ).toBe('Text messages are at most 300 characters');
  });

  it("SMS: the driver's postscript is in the booking's language; staff's own words are sent as typed", () => {
    const french = aCase({ isChauffeur: true, locale: 'fr' });
    const [text] = plan(french, {
      purpose: 'driver_info',
      sms: { recipients: ['traveler'], message: 'Luca vous attend à la sortie 3.', addPostscript: true },
    });
    expect(text).toMatchObject({ channel: 'sms', to: ['+12125550100'] });
    expect(text!.body).toBe('Luca vous attend à la sortie 3.\nPas de chauffeur ? Appelez le +1 (888) 847-4847');
    expect(
      plan(aCase({ isChauffeur: true }), {
        purpose: 'driver_info',
        sms: { recipients: ['traveler'], message: 'Luca waits.', addPostscript: true },
      })[0]!.body,
    ).toBe("Luca waits.\nCan't find your driver? Call +1 (888) 847-4847");
  });

  it('Send Greeter Information by e-mail and text', () => {
    const sent = plan(aCase(), {
      purpose: 'greeter_info',
      email: { recipients: ['booker'], subject: 'Greeter', message: 'Marco' },
      sms: { recipients: ['traveler'], message: 'Marco +39 06 1234 5678' },
    });
    expect(sent.map((m) => [m.channel, m.to])).toEqual([
      ['email', ['ada@example.com']],
      ['sms', ['+12125550100']],
    ]);
    expect(
      refusal(() =>
        plan(aCase({ greeterName: null }), {
          purpose: 'greeter_info',
          sms: { recipients: ['traveler'], message: 'x' },
        }),
      ).message,
    ).toBe(GREETER_REQUIRED_MESSAGE);
  });

  it('reads phone numbers as providers take them', () => {
    expect(smsNumber('+1 (212) 555-0100')).toBe('+12125550100');
    expect(smsNumber('020 7946 0000')).toBe('02079460000');
    expect(smsNumber('n/a')).toBeNull();
    expect(smsNumber(null)).toBeNull();
  });
});
