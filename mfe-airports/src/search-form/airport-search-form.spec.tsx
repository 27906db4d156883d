import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AirportSearchForm, type AirportSearchFormProps } from './airport-search-form';
import { localIsoDate } from '@vip/ui';

function Probe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderForm(target: AirportSearchFormProps['target'] = '/booking') {
  return render(
    <MemoryRouter initialEntries={['/airports/LHR']}>
      <Routes>
        <Route path="/airports/:code" element={<AirportSearchForm airportCode="LHR" target={target} />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submittedParams(): Promise<{ path: string; params: Record<string, string> }> {
  const url = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localIsoDate(d);
}

describe('AirportSearchForm', () => {
  it('shows the fixed airport and the defaults: arrival, today, 14:00, 1 adult, 0 children', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Airport' })).toHaveValue('LHR');
    expect(screen.getByRole('textbox', { name: 'Airport' })).toHaveAttribute('readonly');
    expect(screen.getByText('Arrival')).toBeInTheDocument();
    const date = screen.getByLabelText('Flight date');
    expect(date).toHaveValue(localIsoDate());
    expect(date).toHaveAttribute('min', localIsoDate());
    expect(screen.getByLabelText('Flight time')).toHaveValue('14:00');
    expect(screen.getByLabelText('Adults')).toHaveValue('1');
    expect(screen.getByLabelText('Children')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
  });

  it('navigates to the target with airport, type, date, time, adults and children', async () => {
    renderForm('/booking/search');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'Departure');
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: daysFromToday(3) } });
    fireEvent.change(screen.getByLabelText('Flight time'), { target: { value: '09:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More children' }));
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await submittedParams()).toEqual({
      path: '/booking/search',
      params: { airport: 'LHR', type: 'departure', date: daysFromToday(3), time: '09:30', adults: '3', children: '1' },
    });
  });

  it('refuses a date before today', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: daysFromToday(-1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText('Date cannot be earlier than today')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("asks for a date and a time when they're empty", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Flight time'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText('Please select a flight date')).toBeInTheDocument();
    expect(screen.getByText('Please enter a flight time')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('clamps typed traveller counts to adults 1–20 and children 0–10', async () => {
    renderForm();
    const adults = screen.getByLabelText('Adults');
    await userEvent.clear(adults);
    await userEvent.type(adults, '99');
    await userEvent.tab();
    expect(adults).toHaveValue('20');
    expect(screen.getByRole('button', { name: 'More adults' })).toBeDisabled();

    await userEvent.clear(adults);
    await userEvent.tab();
    expect(adults).toHaveValue('1');

    const children = screen.getByLabelText('Children');
    await userEvent.clear(children);
    await userEvent.type(children, '15');
    await userEvent.tab();
    expect(children).toHaveValue('10');

    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    const { params } = await submittedParams();
    expect(params).toMatchObject({ adults: '1', children: '10' });
  });

  it('labels every control and names every button', () => {
    const { container } = renderForm();
    const form = container.querySelector('form')!;
    for (const input of within(form).getAllByRole('textbox')) expect(input).toHaveAccessibleName();
    for (const button of within(form).getAllByRole('button')) expect(button).toHaveAccessibleName();
  });
});
