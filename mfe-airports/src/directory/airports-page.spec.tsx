import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AirportsPage } from './airports-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AirportsPage />
    </QueryClientProvider>,
  );
}

const airports = [
  { id: 1, code: 'FCO', name: 'Rome Fiumicino Leonardo da Vinci Airport', city: 'Rome', country: 'Italy' },
  { id: 2, code: 'LHR', name: 'London Heathrow Airport', city: 'London', country: 'United Kingdom' },
];

describe('AirportsPage', () => {
  it('lists the airports the API returns', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(airports), { status: 200 })) as unknown as typeof fetch;
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Global Airport Coverage' })).toBeInTheDocument();
    expect(await screen.findByText('London Heathrow Airport (LHR)')).toBeInTheDocument();
    expect(screen.getByText('Rome, Italy')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '2 Airports' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/airports', expect.objectContaining({ credentials: 'include', method: 'GET' }));
  });

  it('shows an error with a retry that reloads', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"error":{"code":"INTERNAL","message":"x","requestId":"r"}}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(airports), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderPage();
    expect(await screen.findByText("We couldn't load the airports.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('London Heathrow Airport (LHR)')).toBeInTheDocument();
  });
});
