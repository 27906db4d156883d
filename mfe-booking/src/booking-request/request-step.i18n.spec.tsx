import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import type { BookingRequestResponse } from '@vip/contracts/schemas';
import { ANTD_LOCALES, AntdScope, catalogueScope, LocaleProvider } from '@vip/ui';
import { cartItem } from '../cart/test-fixtures';
import { PAGE_CATALOGUES } from '../i18n/catalogue';
import { freshCart, json, renderWithProviders, stubFetch } from '../quote/test-utils';
import { RequestConfirmation } from './request-confirmation';
import { RequestStep } from './request-step';

// antd pages are heavy in jsdom; on a busy machine a render can take seconds.
jest.setTimeout(60_000);

const Scope = catalogueScope(PAGE_CATALOGUES);

/** As the wizard shows it: the page's language, this remote's texts, antd in the page's direction. */
async function renderIn(locale: Locale, ui: ReactElement) {
  // As a page's preload does: its texts and antd's words in the language, before the first render.
  await Promise.all([...PAGE_CATALOGUES.map((catalogue) => catalogue.load(locale)), ANTD_LOCALES.load(locale)]);
  const messages = await loadMessages(locale);
  return renderWithProviders(
    <LocaleProvider locale={locale} messages={messages}>
      <Scope>
        <AntdScope>{ui}</AntdScope>
      </Scope>
    </LocaleProvider>,
  );
}

const item = cartItem({
  porterSelected: true,
  travelers: { adults: 2, children: 1 },
  amenities: ['Meet at the gate', 'Fast-track immigration'],
  flight: 'AZ610',
});

const step = (locale: Locale) =>
  renderIn(
    locale,
    <RequestStep item={item} timeZone="Europe/Rome" onSent={jest.fn()} onBack={jest.fn()} onTimeRule={jest.fn()} />,
  );

const field = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input:not([role="combobox"]), textarea' });

const accepted: BookingRequestResponse = {
  success: true,
  message: 'ok',
  referenceCode: 'VIP-48213-FCO',
  totalPrice: 605,
};

beforeEach(() => {
  freshCart().add(item);
  stubFetch(() => undefined);
});

describe('Request-booking step in French', () => {
  it('says the form, the summary and its amounts in French', async () => {
    await step('fr');
    expect(screen.getByRole('heading', { name: 'Demander votre réservation' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Vous demandez cette seule prestation');
    for (const label of ['Nom du contact', 'Adresse e-mail', 'Téléphone', 'Numéro de vol', 'Date du vol'])
      expect(field(label)).toBeInTheDocument();
    expect(['Nom de l’adulte 1', 'Nom de l’adulte 2', 'Nom de l’enfant 1'].map((l) => field(l))).toHaveLength(3);
    expect(field('Numéro de vol')).toHaveAttribute('placeholder', 'p. ex. BA123');
    expect(screen.getByText('Heure locale à FCO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander la réservation' })).toBeDisabled();

    const summary = screen.getByRole('region', { name: 'Récapitulatif de la réservation' });
    expect(within(summary).getByText('Arrivée')).toBeInTheDocument();
    expect(within(summary).getByText('10 juin 2030')).toBeInTheDocument();
    expect(within(summary).getByText('14:00')).toBeInTheDocument();
    expect(within(summary).getByText('2 adultes, 1 enfant')).toBeInTheDocument();
    // US dollars, written the French way.
    expect(within(summary).getByText('Inclus (+150 $US)')).toBeInTheDocument();
    expect(within(summary).getByText('545,00 $US')).toBeInTheDocument();
    expect(within(summary).getByText('Accueil à la porte d’embarquement')).toBeInTheDocument();
    expect(within(summary).getByText('Passage accéléré à l’immigration')).toBeInTheDocument();
  });

  it("says the contracts' validation messages and the terms' in French", async () => {
    await step('fr');
    const user = userEvent.setup();
    await user.type(field('Adresse e-mail'), 'pas-une-adresse');
    await user.type(field('Téléphone'), '1234');
    await user.type(field('Nom du contact'), '{Enter}');
    expect(await screen.findByText('Vous devez accepter les conditions pour continuer')).toBeInTheDocument();
    expect(await screen.findByText('Acceptation des conditions requise')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));
    expect(await screen.findByText('Le nom complet est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Une adresse e-mail valide est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone doit comporter au moins 5 caractères')).toBeInTheDocument();
  });

  it("says a refusal in French, never in the service's English", async () => {
    const english = 'A refusal the page has no words for';
    stubFetch((route) =>
      route === 'POST /api/bookings/request'
        ? json({ error: { code: 'SOMETHING_NEW', message: english, requestId: 'r' } }, 409)
        : undefined,
    );
    await step('fr');
    const user = userEvent.setup();
    await user.type(field('Nom du contact'), 'Ada Lovelace');
    await user.type(field('Adresse e-mail'), 'ada@example.com');
    await user.type(field('Téléphone'), '+44 20 7946 0000');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ }));
    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));
    expect(
      await screen.findByText('Une erreur est survenue lors de l’envoi de votre réservation.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('confirms the request in French', async () => {
    await renderIn(
      'fr',
      <RequestConfirmation
        sent={{
          item,
          response: accepted,
          request: {
            serviceId: 101,
            contactName: 'Ada Lovelace',
            contactEmail: 'ada@example.com',
            contactPhone: '+442079460000',
            flightNumber: 'AZ610',
            flightDate: '2030-06-20',
            flightTime: '14:00',
            adultCount: 2,
            childCount: 1,
            porterSelected: true,
          },
        }}
        onRemoveAndFindNew={jest.fn()}
        onAddAnother={jest.fn()}
        onHome={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Demande de réservation envoyée !' })).toBeInTheDocument();
    expect(screen.getByText('20 juin 2030')).toBeInTheDocument();
    expect(screen.getByText('14:00, heure locale')).toBeInTheDocument();
    expect(screen.getByText('605,00 $US')).toBeInTheDocument();
    expect(screen.getByText('À organiser')).toBeInTheDocument();
    expect(
      screen.getByText(/Nous reconfirmons chaque réservation 24 à 48 heures avant la prestation/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute(
      'href',
      '/manage-booking?reference=VIP-48213-FCO',
    );
    expect(screen.getByRole('button', { name: 'Imprimer la confirmation' })).toBeInTheDocument();
  });
});

describe('Request-booking step in Arabic', () => {
  it('reads right to left, in Arabic, with its validation messages', async () => {
    stubFetch((route) => (route === 'POST /api/bookings/request' ? json(accepted, 201) : undefined));
    await step('ar');
    expect(screen.getByRole('heading', { name: 'اطلب حجزك' })).toBeInTheDocument();
    // antd lays the form and the summary out right to left.
    expect(document.querySelector('.ant-form')).toHaveClass('ant-form-rtl');
    const summary = screen.getByRole('region', { name: 'ملخص الحجز' });
    expect(within(summary).getByText('الوصول')).toBeInTheDocument();
    expect(within(summary).getByText('بالغان، طفل واحد')).toBeInTheDocument();
    expect(within(summary).getByText('الاستقبال عند البوابة')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /أوافق على الشروط والأحكام/ }));
    await user.click(screen.getByRole('button', { name: 'طلب الحجز' }));
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(screen.getByText('يلزم بريد إلكتروني صالح')).toBeInTheDocument();
  });
});
