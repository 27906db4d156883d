import { initialStep, normaliseServiceType, oppositeType, parseWizardParams, wizardQuery } from './wizard-params';

const q = (s: string) => new URLSearchParams(s);

describe('parseWizardParams', () => {
  it('fills the wizard defaults: arrival, today, 14:00, 2 adults, 0 children', () => {
    expect(parseWizardParams(q(''), '2030-01-02')).toEqual({
      airport: '',
      type: 'arrival',
      date: '2030-01-02',
      time: '14:00',
      adults: 2,
      children: 0,
      flight: undefined,
      terminal: undefined,
      isReturn: false,
      savingsAmount: undefined,
      originalServiceId: undefined,
    });
  });

  it('reads every parameter, upper-cases the airport and clamps the counts', () => {
    const p = parseWizardParams(
      q(
        'airport=fco&type=departure&date=2030-06-20&time=09:15&adults=40&children=-3&flight=BA123&terminal=T3&isReturn=true&savingsAmount=54.6&originalServiceId=101',
      ),
    );
    expect(p).toEqual({
      airport: 'FCO',
      type: 'departure',
      date: '2030-06-20',
      time: '09:15',
      adults: 20,
      children: 0,
      flight: 'BA123',
      terminal: 'T3',
      isReturn: true,
      savingsAmount: 55,
      originalServiceId: 101,
    });
  });

  it('falls back to the defaults for malformed dates, times and counts', () => {
    const p = parseWizardParams(q('date=20/06/2030&time=2pm&adults=many'), '2030-01-02');
    expect(p).toMatchObject({ date: '2030-01-02', time: '14:00', adults: 2 });
  });

  it('takes a date that does not exist for no date', () => {
    expect(parseWizardParams(q('date=2030-02-30'), '2030-01-02').date).toBe('2030-01-02');
    expect(parseWizardParams(q('date=2032-02-29'), '2030-01-02').date).toBe('2032-02-29');
  });
});

describe('normaliseServiceType', () => {
  it("maps the alias 'connection' to transfer, is case-insensitive and defaults to arrival", () => {
    expect(normaliseServiceType('connection')).toBe('transfer');
    expect(normaliseServiceType('Departure')).toBe('departure');
    expect(normaliseServiceType('lounge')).toBe('arrival');
    expect(normaliseServiceType(null)).toBe('arrival');
  });

  it("takes a name every object has ('constructor') for no alias", () => {
    expect(normaliseServiceType('constructor')).toBe('arrival');
    expect(normaliseServiceType('toString')).toBe('arrival');
  });

  it('pairs arrival and departure as opposite legs', () => {
    expect(oppositeType('arrival')).toBe('departure');
    expect(oppositeType('departure')).toBe('arrival');
  });
});

describe('initialStep', () => {
  it('opens on select for /booking/quote or a complete search, else on search', () => {
    expect(initialStep('/booking/quote', q(''))).toBe('select');
    expect(initialStep('/booking', q('airport=FCO&type=arrival&date=2030-06-20&time=14:00'))).toBe('select');
    expect(initialStep('/booking/search', q('airport=FCO&type=arrival&date=2030-06-20&time=14:00'))).toBe('select');
    expect(initialStep('/booking', q('airport=FCO&type=arrival&date=2030-06-20'))).toBe('search');
    expect(initialStep('/booking', q('type=arrival'))).toBe('search');
    expect(initialStep('/booking', q('airport=&type=arrival&date=2030-06-20&time=14:00'))).toBe('search');
  });
});

describe('wizardQuery', () => {
  it('writes the six search values first, then what is set, and keeps parameters it does not own', () => {
    const p = parseWizardParams(q('airport=FCO&date=2030-06-20&isReturn=true&savingsAmount=55'));
    expect(wizardQuery(p, q('saved=abc&airport=XXX'))).toBe(
      'airport=FCO&type=arrival&date=2030-06-20&time=14:00&adults=2&children=0&isReturn=true&savingsAmount=55&saved=abc',
    );
  });
});
