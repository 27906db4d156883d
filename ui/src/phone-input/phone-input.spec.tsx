import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@vip/contracts/i18n';
import { LocaleProvider } from '../i18n/locale-provider';
import { browserPhoneCountry, PhoneInput, phoneValueOf } from './phone-input';

function Field({ start, defaultCountry }: { start?: string; defaultCountry?: 'IT' | 'GB' | 'US' }) {
  const [value, setValue] = useState<string | undefined>(start);
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneInput
        id="phone"
        value={value}
        onChange={setValue}
        defaultCountry={defaultCountry}
        countryLabel="Phone country"
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const country = () => screen.getByRole('combobox', { name: 'Phone country' });

describe('PhoneInput', () => {
  it('reads a number without its country code as the default country’s and gives the form E.164', async () => {
    const user = userEvent.setup();
    render(<Field defaultCountry="IT" />);
    expect(country().closest('.ant-select')).toHaveTextContent('IT +39');
    await user.type(screen.getByLabelText('Phone'), '06 1234 5678');
    expect(value()).toBe('+390612345678');
  });

  it('reads the number again when another country is chosen', async () => {
    const user = userEvent.setup();
    render(<Field defaultCountry="US" />);
    await user.type(screen.getByLabelText('Phone'), '020 7946 0000');
    // Not a US number: the form keeps the text, and the schema says what is wrong.
    expect(value()).toBe('020 7946 0000');
    await user.click(country());
    await user.type(country(), 'United King');
    await user.click(await screen.findByTitle('United Kingdom (+44)'));
    expect(value()).toBe('+442079460000');
    expect(country().closest('.ant-select')).toHaveTextContent('GB +44');
  });

  it('reads a number typed before the default country was known again in it, until the person chooses one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Field defaultCountry="US" />);
    await user.type(screen.getByLabelText('Phone'), '06 1234 5678');
    expect(value()).toBe('06 1234 5678');
    // The airport chosen afterwards is in Italy: the number typed is an Italian one.
    rerender(<Field defaultCountry="IT" />);
    await waitFor(() => expect(value()).toBe('+390612345678'));
    expect(country().closest('.ant-select')).toHaveTextContent('IT +39');

    // Once the person picked a country, another default changes nothing.
    await user.click(country());
    await user.type(country(), 'San Mar');
    await user.click(await screen.findByTitle('San Marino (+378)'));
    const picked = value();
    rerender(<Field defaultCountry="GB" />);
    expect(value()).toBe(picked);
    expect(country().closest('.ant-select')).toHaveTextContent('SM +378');
  });

  it('follows a number typed with its country code, and shows a stored number in international format', async () => {
    const user = userEvent.setup();
    render(<Field start="+12125550100" defaultCountry="IT" />);
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 212 555 0100');
    expect(country().closest('.ant-select')).toHaveTextContent('US +1');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0000');
    expect(value()).toBe('+442079460000');
    await waitFor(() => expect(country().closest('.ant-select')).toHaveTextContent('GB +44'));
  });

  it('knows the browser region and the value a form keeps', () => {
    expect(browserPhoneCountry(['it-IT'])).toBe('IT');
    expect(browserPhoneCountry(['en'])).toBe('US');
    expect(browserPhoneCountry(['not a tag', 'fr-CA'])).toBe('CA');
    expect(phoneValueOf('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(phoneValueOf('12', 'IT')).toBe('12');
  });
});

describe('PhoneInput in French', () => {
  it('names the countries in French', async () => {
    const user = userEvent.setup();
    render(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <Field defaultCountry="US" />
      </LocaleProvider>,
    );
    await user.click(country());
    await user.type(country(), 'Royaume');
    await user.click(await screen.findByTitle('Royaume-Uni (+44)'));
    expect(country().closest('.ant-select')).toHaveTextContent('GB +44');
  });
});
