import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { ServiceDetail } from '@vip/contracts/schemas';
import { getCartStore, resetCartStore } from '../cart/use-cart';
import { createTestQueryClient, fetchedPaths, json, pricing, service, stubFetch } from '../testing/render-app';
import { addDays } from '@vip/ui';
import {
  ReturnTripDialog,
  defaultReturnDate,
  matchReturnService,
  returnDateProblem,
  roundTripSavings,
} from './return-trip-dialog';
import { toCartItem } from '../cart/from-catalog';

const outboundService = service({ id: 101, name: 'Arrival Meet & Assist' });
/** The outbound as the card hands it over: FCO standard arrival 395 with porter 150 (545). */
const outbound = toCartItem(
  outboundService,
  { date: '2030-06-20', time: '14:00', adults: 2, children: 1, flight: 'AZ610' },
  true,
);

const sameVendorDeparture = service({
  id: 301,
  serviceType: 'departure',
  name: 'VIP Meet & Greet – Departure',
  pricing: pricing({ totalPrice: 360, subtotal: 360, basePrice: 360 }),
});
const cheaperOtherVendor = service({
  id: 302,
  serviceType: 'departure',
  name: 'Budget Departure',
  vendor: { id: 9, name: 'Other VIP' },
  pricing: pricing({ totalPrice: 300, subtotal: 300, basePrice: 300 }),
});
const loungeDeparture = service({
  id: 303,
  serviceType: 'departure',
  serviceLevel: 'lounge',
  name: 'Lounge Departure',
  pricing: pricing({ totalPrice: 830, porterCost: 0 }),
});

function renderDialog(candidates: ServiceDetail[]) {
  const fetchMock = stubFetch((path) => (path.startsWith('/api/services?') ? json(candidates) : undefined));
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AntApp>
        <ReturnTripDialog open outbound={outbound} onClose={onClose} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { fetchMock, onClose };
}

const confirmButton = () => screen.getByRole('button', { name: 'Add Return Service' });

beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});

describe('defaultReturnDate', () => {
  it('is 7 days after today for an arrival, and for a departure 7 days before today but at least tomorrow', () => {
    const now = new Date(2030, 5, 20, 12, 0);
    expect(defaultReturnDate('arrival', now)).toBe('2030-06-27');
    expect(defaultReturnDate('departure', now)).toBe('2030-06-21');
  });

  it("counts the week from the outbound's date when it has one: never a return before a December 10 arrival", () => {
    const now = new Date(2026, 10, 27, 16, 0);
    expect(defaultReturnDate('arrival', now, '2026-12-10')).toBe('2026-12-17');
    expect(defaultReturnDate('departure', now, '2026-12-20')).toBe('2026-12-13');
    expect(defaultReturnDate('departure', now, '2026-11-30')).toBe('2026-11-28');
  });
});

describe('returnDateProblem', () => {
  const now = new Date(2026, 10, 27, 16, 0);
  it('refuses a return departure before the arrival, and an arrival after the departure it leads to', () => {
    expect(returnDateProblem({ serviceType: 'arrival', date: '2026-12-10' }, '2026-12-04', now)).toBe(
      'The return departure cannot be before the arrival on December 10, 2026',
    );
    expect(returnDateProblem({ serviceType: 'arrival', date: '2026-12-10' }, '2026-12-10', now)).toBeUndefined();
    expect(returnDateProblem({ serviceType: 'departure', date: '2026-12-20' }, '2026-12-21', now)).toBe(
      'The arrival cannot be after the departure on December 20, 2026',
    );
    expect(returnDateProblem({ serviceType: 'arrival', date: '2026-12-10' }, '2026-11-26', now)).toBe(
      'Please select a date from today on',
    );
  });
});

describe('matchReturnService', () => {
  it('takes the same level, the same vendor first, else the cheapest', () => {
    expect(matchReturnService([cheaperOtherVendor, sameVendorDeparture, loungeDeparture], outbound)?.id).toBe(301);
    expect(
      matchReturnService([cheaperOtherVendor, sameVendorDeparture], { ...outbound, vendorName: 'Nobody' })?.id,
    ).toBe(302);
    expect(matchReturnService([loungeDeparture], outbound)).toBeUndefined();
  });

  it('shows the savings as 10 % of the outbound total, rounded', () => {
    expect(roundTripSavings(545)).toBe(55);
    expect(roundTripSavings(444)).toBe(44);
  });
});

describe('ReturnTripDialog', () => {
  it('shows the opposite type, the airport and the travellers read-only, with the default date and time', async () => {
    const { fetchMock } = renderDialog([sameVendorDeparture]);
    expect(screen.getByRole('dialog', { name: 'Add Return Service - Save 10%' })).toBeInTheDocument();
    expect(screen.getByLabelText('Return service type')).toHaveValue('Departure');
    expect(screen.getByLabelText('Return service type')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Airport')).toHaveValue('Leonardo da Vinci–Fiumicino Airport (FCO)');
    expect(screen.getByLabelText('Airport')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Adults')).toHaveValue('2');
    expect(screen.getByLabelText('Adults')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Children')).toHaveValue('1');
    expect(screen.getByLabelText('Children')).toHaveAttribute('readonly');
    // A week after the arrival it returns from (June 20, 2030), and never before it.
    expect(screen.getByLabelText('Return date')).toHaveValue('2030-06-27');
    expect(screen.getByLabelText('Return date')).toHaveAttribute('min', '2030-06-20');
    expect(screen.getByLabelText('Return time')).toHaveValue('14:00');
    expect(screen.getByLabelText('Flight number (optional)')).toHaveAttribute('placeholder', 'BA123');
    expect(screen.getByText(/Save \$55/)).toBeInTheDocument();
    expect(await screen.findByText(/Return service: VIP Meet & Greet – Departure by Rome VIP/)).toBeInTheDocument();
    expect(decodeURIComponent(fetchedPaths(fetchMock)[0])).toBe(
      '/api/services?airport=FCO&type=departure&date=2030-06-27&time=14:00&adults=2&children=1',
    );
    expect(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' })).toBeInTheDocument();
  });

  it('asks the catalog again for another date, and refuses a day before today', async () => {
    const { fetchMock } = renderDialog([sameVendorDeparture]);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-07-02' } });
    await waitFor(() => expect(decodeURIComponent(fetchedPaths(fetchMock).at(-1)!)).toContain('date=2030-07-02&'));
    // Before the arrival it returns from: refused, saying why.
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-06-19' } });
    expect(screen.getByText('The return departure cannot be before the arrival on June 20, 2030')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: addDays(-1) } });
    expect(confirmButton()).toBeDisabled();
  });

  it('says when the airport has no return service of the level, and cannot be confirmed', async () => {
    renderDialog([loungeDeparture]);
    expect(
      await screen.findByText('No return service of this level is available at this airport.'),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('refuses a porter where the return service has no porter fee', async () => {
    renderDialog([
      service({ id: 301, serviceType: 'departure', pricing: pricing({ porterCost: 0, porterAvailable: false }) }),
    ]);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    const porter = screen.getByRole('checkbox', { name: 'Add porter service' });
    await userEvent.click(porter);
    expect(
      await screen.findByText('Porter service is not available at this airport for this service'),
    ).toBeInTheDocument();
    expect(porter).not.toBeChecked();
  });

  it('adds both legs to the cart with the round-trip discount, says so and closes', async () => {
    const { onClose } = renderDialog([cheaperOtherVendor, sameVendorDeparture]);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Return time'), { target: { value: '18:30' } });
    await userEvent.type(screen.getByLabelText('Flight number (optional)'), 'AZ611');
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await userEvent.click(confirmButton());

    expect(await screen.findByText('Return trip added')).toBeInTheDocument();
    expect(screen.getByText('Return service has been added to your quote with 10% discount.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();

    const store = getCartStore();
    const [out, ret] = store.getState().items;
    expect(out).toMatchObject({
      id: 101,
      serviceId: 101,
      basePrice: 395,
      porterSelected: true,
      porterCost: 150,
      roundTrip: true,
      returnTripId: -101,
      discountPercentage: 10,
    });
    expect(ret).toMatchObject({
      id: -101,
      serviceId: 301,
      isReturnService: true,
      name: 'Arrival Meet & Assist (Return)',
      serviceType: 'departure',
      date: '2030-06-27',
      time: '18:30',
      flight: 'AZ611',
      travelers: { adults: 2, children: 1 },
      basePrice: 360,
      porterCost: 150,
      porterSelected: false,
      roundTrip: true,
      returnTripFor: 101,
      discountPercentage: 10,
    });
    // Each leg is priced from its own catalog service, both with 10 % off: (395 + 150) × 0.9 and 360 × 0.9.
    expect(store.itemTotal(out)).toBe(490.5);
    expect(store.itemTotal(ret)).toBe(324);
  });
});
