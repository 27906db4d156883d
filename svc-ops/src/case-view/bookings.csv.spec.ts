import type { Readable } from 'node:stream';
import { bookingsCsv, csvCell, type ExportRow } from './bookings.csv';

/** Cells a spreadsheet would otherwise run as formulas (OWASP CSV injection), as a traveller could type them. */
const FORMULAS: Array<[string, string]> = [
  ['+1+1', "'+1+1"],
  ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ['@SUM(1)', "'@SUM(1)"],
  ['\t=1+1', "'\t=1+1"],
  ['\r=1+1', `"'\r=1+1"`],
];

describe('csvCell', () => {
  it.each(FORMULAS)('escapes the formula %j in a text column → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it.each(FORMULAS)('escapes the formula %j in a phone column too → %j', (input, output) => {
    expect(csvCell(input, 'phone')).toBe(output);
  });

  it.each(['+1 212 555 0100', '+44 20 7946 0000', '+1 (212) 555-0100', '+12125550100'])(
    'keeps the real phone number %j readable in a phone column',
    (phone) => {
      expect(csvCell(phone, 'phone')).toBe(phone);
    },
  );

  it.each([
    // Phone-like, but not a number anyone can dial, or not only phone characters.
    ['+1 212 555 01', "'+1 212 555 01"],
    ['+1 212 555 0100 ext 5', "'+1 212 555 0100 ext 5"],
    ['+44 20 7946 0000+HYPERLINK("http://x")', `"'+44 20 7946 0000+HYPERLINK(""http://x"")"`],
    ['-212 555 0100', "'-212 555 0100"],
  ])('escapes %j in a phone column → %j', (input, output) => {
    expect(csvCell(input, 'phone')).toBe(output);
  });

  it('escapes a phone number outside a phone column', () => {
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
  });

  it.each([
    ['plain', 'plain'],
    ['Smith, John', '"Smith, John"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['a, "b"\nc', '"a, ""b""\nc"'],
    ['=1,"2"', `"'=1,""2"""`],
  ])('quotes %j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('writes booleans as Yes/No, null as empty, numbers as they are (a negative number is no formula)', () => {
    expect([csvCell(true), csvCell(false), csvCell(null), csvCell(12), csvCell(-5)]).toEqual([
      'Yes',
      'No',
      '',
      '12',
      '-5',
    ]);
  });
});

function caseWith(overrides: Partial<ExportRow> = {}): ExportRow {
  return {
    id: 'c1',
    referenceCode: 'VIP-12345-FCO',
    adminStatus: 'inquiry_received',
    requestedAt: new Date('2030-06-01T12:00:00.000Z'),
    contactName: 'Grace Hopper',
    contactEmail: 'grace@example.com',
    contactPhone: '+1 212 555 0100',
    companyName: null,
    travelerNames: ['Grace Hopper', 'Alan Turing'],
    adultCount: 2,
    childCount: 0,
    serviceName: 'VIP Meet & Greet - Arrival',
    serviceLevel: 'standard',
    serviceType: 'arrival',
    airportCode: 'FCO',
    airline: 'ITA',
    flightNumber: 'AZ611',
    flightDate: '2030-06-20',
    flightTime: '14:00',
    terminal: null,
    porterSelected: true,
    porterCostCents: 15000,
    totalPriceCents: 60500,
    isPaid: false,
    escalationFlag: false,
    isTravelAgent: false,
    agencyName: null,
    bookerRole: null,
    relationshipToTraveler: null,
    departureAirline: null,
    departureFlightNumber: null,
    bookerName: null,
    bookerEmail: null,
    bookerPhone: null,
    cancellationPolicyHours: 48,
    specialRequests: null,
    internalNotes: null,
    isChauffeur: false,
    pickupLocation: null,
    dropoffLocation: null,
    assignedSupplierName: null,
    supplierCostUsdCents: null,
    supplierPaymentStatus: 'unpaid',
    invoiceStatus: null,
    partnerName: null,
    partnerReference: null,
    partnerMode: null,
    partnerCommissionCents: null,
    partnerNetPriceCents: null,
    assignedAgentId: null,
    assignedAgentName: null,
    statusChangedAt: new Date('2030-06-01T12:00:00.000Z'),
    ...overrides,
  } as ExportRow;
}

async function* listed(rows: ExportRow[]) {
  for (const row of rows) yield row;
}

async function read(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('bookingsCsv', () => {
  it('streams a byte-order mark, the header row, then one escaped row per booking, each ending in CRLF', async () => {
    const text = await read(
      bookingsCsv(
        listed([
          caseWith({
            contactName: '=HYPERLINK("http://x","y")',
            specialRequests: "-2+3+cmd|' /C calc'!A0",
            internalNotes: '@SUM(1)',
          }),
          caseWith({
            referenceCode: 'VIP-12346-FCO',
            contactPhone: '+1+1',
            bookerPhone: '+44 20 7946 0000',
            isTravelAgent: true,
            bookerName: '\t=1+1',
          }),
        ]),
      ),
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^Reference,Status,Requested At \(UTC\),Contact Name,Contact Email,Contact Phone,Company,Travelers,/,
    );
    expect(lines[1]).toContain(
      `VIP-12345-FCO,Inquiry Received,2030-06-01T12:00:00.000Z,"'=HYPERLINK(""http://x"",""y"")",grace@example.com,+1 212 555 0100,,Grace Hopper; Alan Turing,2,0,`,
    );
    expect(lines[1]).toContain(",48,'-2+3+cmd|' /C calc'!A0,'@SUM(1),No,");
    // Paid, Escalated, Owner (nobody yet), In Status Since, Travel Agent.
    expect(lines[1]).toContain(',150.00,605.00,No,No,,2030-06-01T12:00:00.000Z,No,');
    expect(lines[2]).toContain(
      "VIP-12346-FCO,Inquiry Received,2030-06-01T12:00:00.000Z,Grace Hopper,grace@example.com,'+1+1,",
    );
    expect(lines[2]).toContain(",Yes,,'\t=1+1,,+44 20 7946 0000,48,");
  });

  it("gives a partner's booking the partner, its reference (escaped: the partner typed it), mode and figures", async () => {
    const text = await read(
      bookingsCsv(
        listed([
          caseWith({
            partnerName: 'Globetrotter Travel',
            partnerReference: '=GT+1',
            partnerMode: 'sandbox',
            partnerCommissionCents: 7563,
          }),
          caseWith({ referenceCode: 'VIP-12346-FCO' }),
        ]),
      ),
    );
    const [partner, site] = text.slice(1).trimEnd().split('\r\n').slice(1);
    // The five partner columns follow the cancellation's; the booker's newer fields come after them.
    const marker = ',Globetrotter Travel,';
    expect(partner!.slice(partner!.indexOf(marker))).toMatch(/^,Globetrotter Travel,'=GT\+1,Sandbox,75\.63,,/);
    expect(site).toMatch(/,,,,,,/);
  });

  it("names the case's owner and when it entered its status", async () => {
    const text = await read(
      bookingsCsv(
        listed([
          caseWith({
            assignedAgentId: '6f1c0d2e-0000-4000-8000-000000000001',
            assignedAgentName: 'Olive Owner',
            statusChangedAt: new Date('2030-06-02T08:30:00.000Z'),
          }),
        ]),
      ),
    );
    const [header, row] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toContain(',Paid,Escalated,Owner,In Status Since (UTC),Travel Agent,');
    expect(row).toContain(',No,No,Olive Owner,2030-06-02T08:30:00.000Z,No,');
  });

  it('writes the header row alone when no booking matches', async () => {
    const text = await read(bookingsCsv(listed([])));
    expect(text).toMatch(
      /^\uFEFFReference,Status,.*,Invoice Status,Cancelled At \(UTC\),Cancellation Reason,Cancellation Charge \(USD\),Partner,Partner Reference,Partner Mode,Partner Commission \(USD\),Partner Net Price \(USD\),Booked By,Relationship to Traveler,Departure Airline,Departure Flight Number\r\n$/,
    );
  });

  it("has a column for every booking field, the ones staff's sheets know in their places and later ones at the end", async () => {
    const text = await read(
      bookingsCsv(
        listed([
          caseWith({
            bookerRole: 'family-member',
            relationshipToTraveler: 'Godmother',
            bookerName: 'Ada Lovelace',
            departureAirline: 'Delta',
            departureFlightNumber: 'DL401',
          }),
        ]),
      ),
    );
    const [header, row] = text.slice(1).trimEnd().split('\r\n');
    const titles = header!.split(',');
    expect(titles).toHaveLength(new Set(titles).size);
    // The spec's 42, the cancellation's 4, the partner's 5, the owner and the status clock.
    expect(titles).toHaveLength(42 + 4 + 5 + 2);
    expect(titles.slice(0, 6)).toEqual([
      'Reference',
      'Status',
      'Requested At (UTC)',
      'Contact Name',
      'Contact Email',
      'Contact Phone',
    ]);
    expect(row!.endsWith(',Family member or friend,Godmother,Delta,DL401')).toBe(true);
    expect(row).toContain(',Ada Lovelace,');
  });

  it('fails the stream when reading the bookings fails, instead of ending a short file as if complete', async () => {
    async function* failing() {
      yield caseWith();
      throw new Error('connection lost');
    }
    await expect(read(bookingsCsv(failing()))).rejects.toThrow('connection lost');
  });
});
