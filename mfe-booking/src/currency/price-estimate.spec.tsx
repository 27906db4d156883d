import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { CURRENCY_COOKIE } from '@vip/contracts/display-currency';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import type { PublicCurrencyRates } from '@vip/contracts/schemas';
import { chooseCurrency, LocaleProvider } from '@vip/ui';
import { resetCartStore } from '../cart/use-cart';
import { BOOKING_CATALOGUE } from '../i18n/catalogue';
import { createTestQueryClient, service } from '../testing/render-app';
import { ServiceCard } from '../wizard/service-card';
import { KeptEstimate } from './kept-estimate';

const RATES: PublicCurrencyRates = {
  rates: [
    { currency: 'USD', rateToUsd: '1' },
    { currency: 'EUR', rateToUsd: '1.08' },
    { currency: 'GBP', rateToUsd: '1.25' },
    { currency: 'JPY', rateToUsd: '0.0067' },
  ],
  updatedAt: '2026-11-28T09:00:00.000Z',
};

let ratesAnswer: () => Response;
const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
  if (String(input).endsWith('/api/currency-rates')) return ratesAnswer();
  return new Response('{}', { status: 404 });
});

async function renderCard(locale: Locale = 'en') {
  const messages = {
    ...(await loadMessages(locale)),
    ...(locale === 'en' ? {} : await BOOKING_CATALOGUE.load(locale)),
  };
  render(
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={createTestQueryClient()}>
        <AntApp>
          {/* $135.00: €125.00 at 1.08 exactly. */}
          <ServiceCard
            service={service({ basePrice: 135, pricing: undefined })}
            onPorterChoice={jest.fn()}
            onSelect={jest.fn()}
            onViewDetails={jest.fn()}
            onAddReturn={jest.fn()}
          />
        </AntApp>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return screen.getByRole('article', { name: 'Arrival Meet & Assist' });
}

const setCurrency = (currency: string) => (document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/`);

beforeEach(() => {
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
  localStorage.clear();
  resetCartStore();
  ratesAnswer = () => new Response(JSON.stringify(RATES), { status: 200 });
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('a price with an estimate in the traveller’s currency', () => {
  it('shows the dollar price as before and the euro estimate under it, said to be an estimate charged in dollars', async () => {
    setCurrency('EUR');
    const card = await renderCard();
    expect(within(card).getByText(/From \$135\.00/)).toBeInTheDocument();
    const estimate = await within(card).findByText('≈ €125.00');
    expect(estimate).toHaveAttribute('title', 'Estimate. You are charged in US dollars.');
    expect(estimate.closest('.price-estimate')).toHaveTextContent('≈ €125.00 Estimate. You are charged in US dollars.');
  });

  it('rounds yen to whole yen', async () => {
    setCurrency('JPY');
    const card = await renderCard();
    // 135 / 0.0067 = 20,149.25…
    expect(await within(card).findByText('≈ ¥20,149')).toBeInTheDocument();
  });

  it('changes nothing in US dollars: no estimate, no line reserved, no rates asked for', async () => {
    const card = await renderCard();
    expect(within(card).getByText(/From \$135\.00/)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(card.querySelector('.price-estimate')).toBeNull();
    expect(within(card).queryByText(/≈/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows dollars only when the rates cannot be loaded', async () => {
    setCurrency('EUR');
    ratesAnswer = () => new Response(JSON.stringify({ message: 'down' }), { status: 503 });
    const card = await renderCard();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fetchMock).toHaveBeenCalled();
    expect(within(card).getByText(/From \$135\.00/)).toBeInTheDocument();
    expect(within(card).queryByText(/≈/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Estimate/)).not.toBeInTheDocument();
  });

  it('shows dollars only for a currency staff have no rate for', async () => {
    setCurrency('AED');
    const card = await renderCard();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(fetchMock).toHaveBeenCalled();
    expect(within(card).queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('re-renders the estimate when the traveller picks another currency, without reloading', async () => {
    const card = await renderCard();
    expect(within(card).queryByText(/≈/)).not.toBeInTheDocument();
    act(() => chooseCurrency('GBP'));
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=GBP`);
    // 135 / 1.25
    expect(await within(card).findByText('≈ £108.00')).toBeInTheDocument();
    act(() => chooseCurrency('USD'));
    expect(within(card).queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('shows a French page in euros by default, written the French way', async () => {
    const card = await renderCard('fr');
    expect(await within(card).findByText('≈ 125,00 €')).toHaveAttribute(
      'title',
      'Estimation. Le paiement se fait en dollars américains.',
    );
  });
});

describe('the estimate a booking kept', () => {
  it('is shown at the rate of the request, whatever the rates are today', async () => {
    render(<KeptEstimate price={{ currency: 'EUR', rateToUsd: '1.08', totalMinorUnits: 12500 }} />);
    expect(
      screen.getByText('≈ €125.00 at the rate of the request · Estimate. You are charged in US dollars.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says nothing for a booking in dollars or made before currencies', () => {
    const { container } = render(
      <>
        <KeptEstimate price={null} />
        <KeptEstimate price={undefined} />
        <KeptEstimate price={{ currency: 'USD', rateToUsd: '1', totalMinorUnits: 13500 }} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
