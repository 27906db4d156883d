import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOps, renderAt } from '../../test/support/fake-ops';

type Calls = ReturnType<typeof fakeOps>['calls'];

/** svc-ops's fake, plus the catalog's answer for the airports given (any other code is unknown: 404). */
function signedInWithAirports(countries: Record<string, string> = {}) {
  const ops = fakeOps({ signedIn: true });
  const opsFetch = global.fetch;
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const code = /^\/api\/airports\/([A-Z]{3})$/.exec(input)?.[1];
    const countryCode = code ? countries[code] : undefined;
    if (!countryCode) return opsFetch(input, init);
    const airport = {
      id: 1,
      code,
      name: `${code} Airport`,
      city: 'City',
      country: 'Country',
      countryCode,
      region: 'Europe',
    };
    return new Response(JSON.stringify(airport), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return ops;
}

async function openStandalone(user: ReturnType<typeof userEvent.setup>) {
  renderAt('/chauffeur-booking');
  await user.click(await screen.findByRole('button', { name: 'Create Standalone Chauffeur Service' }));
}

/** The fields the API requires, at the airport given. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, airportCode: string) {
  await user.type(screen.getByLabelText('Airport code *'), airportCode);
  fireEvent.change(screen.getByLabelText('Service date *'), { target: { value: '2030-07-01' } });
  fireEvent.change(screen.getByLabelText('Service time (local) *'), { target: { value: '09:30' } });
  await user.type(screen.getByLabelText('Contact name *'), 'Katherine Johnson');
  await user.type(screen.getByLabelText('Contact email *'), 'katherine@example.com');
  await user.type(screen.getByLabelText('Base service cost (USD) *'), '180');
}

async function create(user: ReturnType<typeof userEvent.setup>, calls: Calls) {
  await user.click(screen.getByRole('button', { name: 'Create Chauffeur Service' }));
  await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/transfers')).toBe(true));
  return JSON.parse(calls.find((c) => c.url === '/api/admin/transfers')!.body!) as Record<string, unknown>;
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, label: string, country: string, option: string) {
  const selector = screen.getByRole('combobox', { name: `Country code for ${label}` });
  await user.click(selector);
  await user.type(selector, country);
  await user.click(await screen.findByTitle(option));
}

describe('Create Chauffeur Service: phones and the airline', () => {
  it("sends every phone in E.164, reading a number without its country code as the airport's country or the one chosen", async () => {
    const { calls } = signedInWithAirports({ FCO: 'IT' });
    const user = userEvent.setup();
    await openStandalone(user);
    await fillRequired(user, 'fco');
    // The catalog says FCO is in Italy: the contact's selector follows.
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Country code for Contact phone' }).closest('.ant-select'),
      ).toHaveTextContent('IT +39'),
    );
    await user.type(screen.getByLabelText('Contact phone'), '06 1234 5678');
    await user.click(screen.getByLabelText('Booked by a travel agent'));
    await chooseCountry(user, 'Agent phone', 'United Kingdom', 'United Kingdom (+44)');
    await user.type(screen.getByLabelText('Agent phone'), '020 7946 0000');
    await user.type(screen.getByLabelText('Driver phone'), '+1 212 555 0100');

    expect(await create(user, calls)).toMatchObject({
      contactPhone: '+390612345678',
      bookerPhone: '+442079460000',
      driverPhone: '+12125550100',
    });
  });

  it("reads a number as the browser's region when the airport's country is not known", async () => {
    const { calls } = signedInWithAirports();
    const user = userEvent.setup();
    await openStandalone(user);
    await fillRequired(user, 'jfk');
    await user.type(screen.getByLabelText('Contact phone'), '212 555 0100');
    expect(await create(user, calls)).toMatchObject({ contactPhone: '+12125550100' });
  });

  it('keeps a number it cannot read and says why, sending nothing', async () => {
    const { calls } = signedInWithAirports({ FCO: 'IT' });
    const user = userEvent.setup();
    await openStandalone(user);
    await fillRequired(user, 'FCO');
    await user.type(screen.getByLabelText('Driver phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Create Chauffeur Service' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Driver phone')).toHaveAccessibleDescription(
        /^Please enter a valid phone number with its country code/,
      ),
    );
    expect(screen.getByLabelText('Driver phone')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url === '/api/admin/transfers')).toBe(false);
  });

  it('names the airline from the flight number and sends it, without asking', async () => {
    const { calls } = signedInWithAirports();
    const user = userEvent.setup();
    await openStandalone(user);
    await fillRequired(user, 'FCO');
    const flight = screen.getByLabelText('Flight number');
    await user.type(flight, 'AZ204');
    expect(flight).toHaveAccessibleDescription('Airline: ITA Airways');
    expect(screen.queryByLabelText('Airline')).not.toBeInTheDocument();
    expect(await create(user, calls)).toMatchObject({ flightNumber: 'AZ204', airline: 'ITA Airways' });
  });

  it('asks for the airline when the designator is unknown, and sends what staff type', async () => {
    const { calls } = signedInWithAirports();
    const user = userEvent.setup();
    await openStandalone(user);
    await fillRequired(user, 'FCO');
    expect(screen.queryByLabelText('Airline')).not.toBeInTheDocument();
    const flight = screen.getByLabelText('Flight number');
    await user.type(flight, 'N123AB');
    expect(flight).toHaveAccessibleDescription('Airline not recognised from this flight number: please enter it.');
    await user.type(screen.getByLabelText('Airline'), 'NetJets');
    expect(await create(user, calls)).toMatchObject({ flightNumber: 'N123AB', airline: 'NetJets' });
  });

  it('sends the airline the flight number names, not one typed for an earlier number', async () => {
    const { calls } = signedInWithAirports();
    const user = userEvent.setup();
    await openStandalone(user);
    await fillRequired(user, 'FCO');
    const flight = screen.getByLabelText('Flight number');
    await user.type(flight, 'N123AB');
    await user.type(screen.getByLabelText('Airline'), 'NetJets');
    await user.clear(flight);
    await user.type(flight, 'AZ204');
    expect(screen.queryByLabelText('Airline')).not.toBeInTheDocument();
    expect(await create(user, calls)).toMatchObject({ flightNumber: 'AZ204', airline: 'ITA Airways' });
  });
});
