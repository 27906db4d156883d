import { AIRLINE_NAMES } from './airline-names.generated';
import { airlineDesignator, airlineOfFlight, bookingAirline } from './flight-airline';

describe('the airline a flight number names', () => {
  it.each([
    ['AZ204', 'AZ', 'ITA Airways'],
    ['az 204', 'AZ', 'ITA Airways'],
    ['BA0117A', 'BA', 'British Airways'],
    ['U21234', 'U2', 'easyJet'],
    ['6E2041', '6E', 'IndiGo Airlines'],
    ['LH400', 'LH', 'Lufthansa'],
  ])('%s: designator %s, %s', (flight, designator, airline) => {
    expect(airlineDesignator(flight)).toBe(designator);
    expect(airlineOfFlight(flight)).toBe(airline);
  });

  it.each(['N123AB', 'G-ABCD', 'VJT123', '12345', 'AZ', 'AZ12345', '', null, undefined])(
    'names no airline for %p',
    (flight) => {
      expect(airlineOfFlight(flight)).toBeUndefined();
    },
  );

  it('knows a designator no airline holds as unknown', () => {
    expect(airlineDesignator('Q0123')).toBe('Q0');
    expect(AIRLINE_NAMES.Q0).toBeUndefined();
    expect(airlineOfFlight('Q0123')).toBeUndefined();
  });

  it('keeps the airline a booking gave, else the one its flight names, else none', () => {
    expect(bookingAirline('NetJets', 'N123AB')).toBe('NetJets');
    expect(bookingAirline('Alitalia', 'AZ204')).toBe('Alitalia');
    expect(bookingAirline(undefined, 'AZ204')).toBe('ITA Airways');
    expect(bookingAirline('', 'N123AB')).toBeNull();
  });

  it('holds every designator once, two characters and not both digits', () => {
    const codes = Object.keys(AIRLINE_NAMES);
    expect(codes.length).toBeGreaterThan(800);
    expect(codes.every((c) => /^([A-Z][A-Z0-9]|[0-9][A-Z])$/.test(c))).toBe(true);
    expect(Object.values(AIRLINE_NAMES).every((n) => n.trim() === n && n.length > 0)).toBe(true);
  });
});
