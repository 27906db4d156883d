import { render, screen } from '@testing-library/react';
import { AirlineHint, flightAirline } from './airline-hint';

describe('AirlineHint', () => {
  it('names the airline of a known designator in a polite status region', () => {
    const { rerender } = render(<AirlineHint flightNumber="AZ204" id="hint" />);
    expect(screen.getByRole('status')).toHaveTextContent('Airline: ITA Airways');
    rerender(<AirlineHint flightNumber="N123AB" id="hint" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Airline not recognised from this flight number: please enter it.',
    );
    rerender(<AirlineHint flightNumber="" id="hint" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('asks for the airline only when a flight number names none', () => {
    expect(flightAirline('ba 117')).toEqual({ airline: 'British Airways', needsAirline: false });
    expect(flightAirline('N123AB')).toEqual({ airline: undefined, needsAirline: true });
    expect(flightAirline('')).toEqual({ airline: undefined, needsAirline: false });
  });
});
