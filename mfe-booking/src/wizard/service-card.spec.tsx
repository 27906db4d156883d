import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import type { ServiceDetail } from '@vip/contracts/schemas';
import { getCartStore, resetCartStore } from '../cart/use-cart';
import { pricing, service } from '../testing/render-app';
import { DEFAULT_SERVICE_IMAGE, ServiceCard } from './service-card';
import { toCartItem } from '../cart/from-catalog';

const ctx = { date: '2030-06-20', time: '14:00', adults: 2, children: 0 };

/** The card as the results list uses it: selecting, or ticking porter on a card not in the quote, adds to the cart. */
function renderCard(s: ServiceDetail) {
  const onSelect = jest.fn((svc: ServiceDetail, porter: boolean) => getCartStore().add(toCartItem(svc, ctx, porter)));
  const onPorterChoice = jest.fn((svc: ServiceDetail, porter: boolean) =>
    getCartStore().add(toCartItem(svc, ctx, porter)),
  );
  const onAddReturn = jest.fn();
  const onViewDetails = jest.fn();
  render(
    <AntApp>
      <ServiceCard
        service={s}
        onPorterChoice={onPorterChoice}
        onSelect={onSelect}
        onViewDetails={onViewDetails}
        onAddReturn={onAddReturn}
      />
    </AntApp>,
  );
  return { onSelect, onPorterChoice, onAddReturn, onViewDetails };
}

beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});

describe('ServiceCard', () => {
  it('shows image, badges, name, airport, amenities, and the price breakdown with a subtotal', () => {
    renderCard(
      service({
        pricing: pricing({
          totalPrice: 1050,
          paidAdults: 1,
          adultFeeTotal: 100,
          paidChildren: 2,
          childFeeTotal: 120,
          additionalGreeters: 1,
          additionalGreeterFee: 395,
          afterHoursFee: 40,
          subtotal: 1050,
        }),
      }),
    );
    const card = screen.getByRole('article', { name: 'Arrival Meet & Assist' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/api/services/media/standard-arrival.svg');
    expect(within(card).getByText('Standard')).toBeInTheDocument();
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getByText('Leonardo da Vinci–Fiumicino Airport (FCO)')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Included' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Meet at the gate', 'Fast-track immigration', 'Baggage assistance']);
    const breakdown = within(card).getByLabelText('Price breakdown');
    expect(breakdown).toHaveTextContent('Base price (2 travelers)$395.00');
    expect(breakdown).toHaveTextContent('1 additional adult$100.00');
    expect(breakdown).toHaveTextContent('2 children$120.00');
    expect(breakdown).toHaveTextContent('1 additional greeter$395.00');
    expect(breakdown).toHaveTextContent('After-hours fee$40.00');
    expect(breakdown).not.toHaveTextContent('Last-minute');
    expect(breakdown).not.toHaveTextContent('Porter');
    expect(breakdown).toHaveTextContent('Subtotal$1,050.00');
  });

  it("says 'Instant confirmation' where the catalog flags the service, and nothing of it otherwise", () => {
    renderCard(service({ instantConfirmation: true }));
    const card = screen.getByRole('article', { name: 'Arrival Meet & Assist' });
    // Read as text beside the other badges (its icon is hidden from screen readers).
    expect(within(card).getByText('Instant confirmation')).toBeVisible();
    expect(card.querySelector('.service-card__tags')).toHaveTextContent('StandardPopularInstant confirmation');

    for (const flag of [false, undefined]) {
      cleanup();
      renderCard(service({ instantConfirmation: flag }));
      expect(screen.getByRole('article', { name: 'Arrival Meet & Assist' })).not.toHaveTextContent(
        'Instant confirmation',
      );
    }
  });

  it('falls back to the default image and shows Add Return Trip only on arrivals', () => {
    renderCard(service({ image: null, serviceType: 'departure' }));
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', DEFAULT_SERVICE_IMAGE);
    expect(screen.queryByRole('button', { name: 'Add Return Trip' })).not.toBeInTheDocument();
  });

  it.each([
    ['standard', 'arrival', true],
    ['standard', 'departure', true],
    ['standard', 'transfer', false],
    ['lounge', 'arrival', false],
    ['tarmac', 'departure', false],
    ['suite', 'arrival', false],
  ] as const)('offers porter for %s %s: %s', (serviceLevel, serviceType, shown) => {
    renderCard(service({ serviceLevel, serviceType }));
    expect(screen.queryByRole('checkbox', { name: /Add porter service/ }) !== null).toBe(shown);
  });

  it('hands a porter ticked on a card not in the quote to the page, which adds the service with it', async () => {
    const { onPorterChoice, onSelect } = renderCard(service());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' }));
    expect(onPorterChoice).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), true);
    expect(onSelect).not.toHaveBeenCalled();
    expect(getCartStore().getState().items[0]).toMatchObject({ porterSelected: true, porterCost: 150, basePrice: 395 });
    expect(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' })).toBeChecked();
    const breakdown = screen.getByLabelText('Price breakdown');
    expect(breakdown).toHaveTextContent('Porter service$150.00');
    expect(breakdown).toHaveTextContent('Subtotal$545.00');
    expect(screen.getByRole('button', { name: 'Remove from Quote' })).toBeInTheDocument();
  });

  it("shows the quote's return leg of the service as in the quote, with its porter, and removes that leg", async () => {
    renderCard(service({ id: 301, serviceType: 'departure', name: 'Departure Meet & Assist' }));
    act(() =>
      getCartStore().add({
        ...toCartItem(service({ id: 301, serviceType: 'departure', name: 'Departure Meet & Assist' }), ctx, true),
        id: -101,
        isReturnService: true,
        returnTripFor: 101,
      }),
    );
    expect(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add porter service (+$150)' }));
    expect(getCartStore().getState().items[0]).toMatchObject({ id: -101, porterSelected: false });
    await userEvent.click(screen.getByRole('button', { name: 'Remove from Quote' }));
    expect(getCartStore().getState().items).toEqual([]);
  });

  it('refuses porter with a warning where the airport has no porter fee', async () => {
    renderCard(service({ pricing: pricing({ porterCost: 0, porterAvailable: false }) }));
    const porter = screen.getByRole('checkbox', { name: 'Add porter service' });
    await userEvent.click(porter);
    expect(
      await screen.findByText('Porter service is not available at this airport for this service'),
    ).toBeInTheDocument();
    expect(porter).not.toBeChecked();
  });

  it('turns into Remove from Quote once in the cart, and changes the porter in the cart', async () => {
    renderCard(service());
    await userEvent.click(screen.getByRole('button', { name: 'Select Service' }));
    const porter = screen.getByRole('checkbox', { name: 'Add porter service (+$150)' });
    await userEvent.click(porter);
    expect(porter).toBeChecked();
    expect(getCartStore().getState().items[0].porterSelected).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from Quote' }));
    expect(getCartStore().getState().items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Select Service' })).toBeInTheDocument();
  });

  it('hands the service to the detail view and the return-trip dialog', async () => {
    const { onViewDetails, onAddReturn } = renderCard(service());
    await userEvent.click(screen.getByRole('button', { name: 'View details of Arrival Meet & Assist' }));
    expect(onViewDetails).toHaveBeenCalledWith(101);
    await userEvent.click(screen.getByRole('button', { name: 'Add Return Trip' }));
    expect(onAddReturn).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), false);
  });
});
