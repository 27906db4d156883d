import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@vip/contracts/i18n';
import { translatedPage } from '../i18n/catalogue';
import { LocaleProvider } from '../i18n/locale-provider';
import { UI_CATALOGUE } from '../i18n/ui-catalogue';
import { localIsoDate } from './local-date';
import { SEARCH_MESSAGES, SearchForm, type SearchFormProps, type SearchFormValues } from './search-form';

const START: SearchFormValues = { airport: '', type: 'arrival', date: '', time: '14:00', adults: 1, children: 0 };

function renderForm(props: Partial<SearchFormProps> = {}) {
  const onSubmit = jest.fn();
  render(<SearchForm variant="home" initialValues={START} onSubmit={onSubmit} airportInput={<input />} {...props} />);
  return onSubmit;
}

describe('SearchForm', () => {
  it("home: says the spec's messages for a missing airport, a code that is not one, and a bad e-mail", async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText(SEARCH_MESSAGES.homeAirport)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Airport'), 'LONDON');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText(SEARCH_MESSAGES.airportCode)).toBeInTheDocument();
    expect(await screen.findByText(SEARCH_MESSAGES.email)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('By clicking Find Services, you agree to receive email notifications about your booking.'),
    ).toBeInTheDocument();
  });

  it('does not turn the airport red while the traveller is still typing, only once they leave the field', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Airport'), 'Rome');
    expect(screen.queryByText(SEARCH_MESSAGES.airportCode)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText(SEARCH_MESSAGES.airportCode)).toBeInTheDocument();
  });

  it('hands over the values trimmed, the code upper-cased, the date defaulting to today', async () => {
    const onSubmit = renderForm({ variant: 'wizard' });
    await userEvent.type(screen.getByLabelText('Airport'), ' lhr ');
    await userEvent.type(screen.getByLabelText('Flight number (optional)'), ' BA117 ');
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        airport: 'LHR',
        type: 'arrival',
        date: localIsoDate(),
        time: '14:00',
        adults: 1,
        children: 0,
        flight: 'BA117',
        email: undefined,
      }),
    );
    expect(screen.queryByLabelText('E-mail (optional)')).not.toBeInTheDocument();
  });

  it('at one airport: the given airport read-only, no flight number, a date before today refused', async () => {
    const onSubmit = renderForm({
      variant: 'airport',
      initialValues: { ...START, airport: 'FCO' },
      airportInput: undefined,
    });
    expect(screen.getByRole('textbox', { name: 'Airport' })).toHaveValue('FCO');
    expect(screen.getByRole('textbox', { name: 'Airport' })).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Flight number (optional)')).not.toBeInTheDocument();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    fireEvent.change(screen.getByLabelText('Flight date'), { target: { value: localIsoDate(yesterday) } });
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText(SEARCH_MESSAGES.dateBeforeToday)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wizard: a missing airport is said under the field and handed to the page for its toast; the field gets the focus', async () => {
    const onAirportMissing = jest.fn();
    const onSubmit = renderForm({ variant: 'wizard', onAirportMissing });
    await userEvent.click(screen.getByRole('button', { name: 'Find Services' }));
    expect(await screen.findByText(SEARCH_MESSAGES.wizardAirport)).toBeInTheDocument();
    expect(onAirportMissing).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Airport')).toHaveFocus();
    expect(screen.getByLabelText('Airport')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Airport')).toHaveAccessibleDescription(SEARCH_MESSAGES.wizardAirport);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills a value only the browser knows after the first render, never over what was typed', async () => {
    const { rerender } = render(
      <SearchForm variant="home" initialValues={START} onSubmit={jest.fn()} airportInput={<input />} />,
    );
    const email = screen.getByLabelText('E-mail (optional)');
    expect(email).toHaveValue('');
    rerender(
      <SearchForm
        variant="home"
        initialValues={START}
        onSubmit={jest.fn()}
        airportInput={<input />}
        later={{ email: 'kept@example.com' }}
      />,
    );
    await waitFor(() => expect(email).toHaveValue('kept@example.com'));
    await userEvent.clear(email);
    await userEvent.type(email, 'typed@example.com');
    rerender(
      <SearchForm
        variant="home"
        initialValues={START}
        onSubmit={jest.fn()}
        airportInput={<input />}
        later={{ email: 'other@example.com' }}
      />,
    );
    expect(email).toHaveValue('typed@example.com');
  });
});

describe('SearchForm in French', () => {
  it('labels its fields, says what to fix and names its button in French', async () => {
    await UI_CATALOGUE.load('fr');
    const Translated = translatedPage([UI_CATALOGUE], SearchForm);
    render(
      <LocaleProvider locale="fr" messages={await loadMessages('fr')}>
        <Translated variant="home" initialValues={START} onSubmit={jest.fn()} airportInput={<input />} />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voir les prestations' }));
    expect(await screen.findByText('Veuillez saisir un code d’aéroport')).toBeInTheDocument();
    expect(screen.getByLabelText('Aéroport')).toHaveAccessibleDescription('Veuillez saisir un code d’aéroport');
    expect(screen.getByRole('option', { name: 'Arrivée' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date du vol')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plus d’adultes' })).toBeInTheDocument();
    expect(screen.getByText('Moins de 12 ans')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail (facultatif)'), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Voir les prestations' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByText(/^En cliquant sur Voir les prestations/)).toBeInTheDocument();
  });
});
