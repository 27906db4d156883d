import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, notification } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import { INSTANT_CONFIRMATION_MESSAGES, type CheckoutResponse } from '@vip/contracts/schemas';
import { LocaleProvider, type PreloadablePage } from '@vip/ui';
import { fcoArrival, sydArrival } from '../cart/test-fixtures';
import { LocationProbe, freshCart, json } from '../quote/test-utils';
import { answersLookup, stubCheckoutApi, travellerBooking } from '../testing/checkout-api';
import { routes } from '../routes';

// antd forms are heavy in jsdom; on a busy two-core machine a submit can take seconds to render.
jest.setTimeout(60_000);

const PATTERNS = ['/booking-form', '/checkout', '/booking-confirmation', '/manage-booking'] as const;

/** The remote's pages as the shell shows them in a language: code and texts preloaded, the frame's messages. */
async function renderIn(locale: Locale, path: string) {
  await Promise.all(PATTERNS.map((pattern) => (routes[pattern] as PreloadablePage).preload(locale)));
  const messages = await loadMessages(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <LocaleProvider locale={locale} messages={messages}>
      <QueryClientProvider client={client}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {PATTERNS.map((pattern) => {
                const Page = routes[pattern]!;
                return <Route key={pattern} path={pattern} element={<Page />} />;
              })}
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

/** What the page's language writes for an amount in US dollars (spaces as the text matchers see them). */
const usd = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount).replace(/\s/g, ' ');
const location = () => screen.getByTestId('location').textContent;
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^\\s*${label}`), { selector: 'input:not([role="combobox"]), textarea' });

const answer: CheckoutResponse = {
  success: true,
  message: 'Nous avons bien reçu votre demande de réservation.',
  groupId: '6f1c1f56-54c4-4a59-9d59-2f5e8f3f9a11',
  contactEmail: 'grace@example.com',
  emailRecipients: ['grace@example.com', 'desk@example.com'],
  bookings: [
    {
      referenceCode: 'VIP-12345-FCO',
      serviceId: 101,
      serviceName: 'VIP Meet & Greet – Arrival',
      airport: { code: 'FCO', name: 'Leonardo da Vinci–Fiumicino Airport' },
      flightDate: '2030-06-10',
      flightTime: '14:00',
      porterSelected: true,
      discountPercentage: 0,
      totalPrice: 545,
    },
  ],
  totalPrice: 545,
};

const booking = travellerBooking({ totalPrice: 1490.5 });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => notification.destroy());

describe('the checkout in French', () => {
  it('shows the summary, its dates and dollar amounts, and the form in French', async () => {
    const cart = freshCart();
    cart.add(fcoArrival({ porterSelected: true }));
    cart.add(sydArrival());
    stubCheckoutApi(() => undefined);
    await renderIn('fr', '/checkout');

    expect(screen.getByRole('heading', { level: 1, name: 'Finalisez votre réservation' })).toBeInTheDocument();
    const rome = screen.getByRole('region', {
      name: 'Leonardo da Vinci–Fiumicino Airport (FCO), 10 juin 2030 à 14:00',
    });
    expect(within(rome).getByText('Standard')).toBeInTheDocument();
    expect(within(rome).getByText('Arrivée · 2 voyageurs')).toBeInTheDocument();
    expect(within(rome).getByText('Service de porteur')).toBeInTheDocument();
    expect(within(rome).getByText('Sous-total : 545,00 $US')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^990,00\s\$US$/);
    expect(screen.getByRole('link', { name: 'Ajouter une prestation' })).toHaveAttribute('href', '/booking');
    expect(within(rome).getByRole('button', { name: /^Retirer cette prestation\s: Leonardo/ })).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Je réserve pour moi' })).toBeChecked();
    expect(field('Nom du voyageur')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: /^Arrival Meet & Assist, SYD, 10 juin 2030 à 14:00$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Je confirme avoir au moins 18 ans/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'conditions générales' })).toHaveAttribute('href', '/terms');
    expect(
      screen.getByText(/^Ceci est une demande : notre équipe confirme la disponibilité sous 24 heures/),
    ).toBeInTheDocument();
  });

  it("says the contract's messages and the terms toast in French, then sends and confirms in French", async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival({ porterSelected: true }));
    const calls = stubCheckoutApi((route) => (route === 'POST /api/bookings/checkout' ? json(answer, 201) : undefined));
    await renderIn('fr', '/booking-form');

    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));
    expect(await screen.findByText('Le nom doit comporter au moins 2 caractères')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir un numéro de téléphone valide')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter les conditions générales')).toBeInTheDocument();
    expect(await screen.findByText('Acceptation des conditions requise')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/bookings/checkout')).toEqual([]);

    await user.type(field('Nom du voyageur'), 'Grace Hopper');
    await user.type(field('Téléphone du voyageur'), '+1 212 555 0100');
    await user.type(field('E-mail du voyageur'), 'grace@example.com');
    await user.clear(field('Numéro de vol'));
    await user.type(field('Numéro de vol'), 'AZ611');
    await user.click(screen.getByRole('checkbox', { name: /^Je confirme avoir au moins 18 ans/ }));
    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));

    await waitFor(() => expect(location()).toBe('/booking-confirmation'));
    const sent = calls.find((c) => c.path === '/api/bookings/checkout');
    expect(sent?.body).toMatchObject({ locale: 'fr', contactName: 'Grace Hopper' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de réservation reçue' })).toBeInTheDocument();
    const references = screen.getByRole('list', { name: 'Références de réservation' });
    expect(within(references).getByText('Demandée')).toBeInTheDocument();
    expect(within(references).getByText('10 juin 2030 à 14:00 · estimation 545,00 $US')).toBeInTheDocument();
    expect(
      screen.getByText(/^Total estimé 545,00 \$US\. Paiement : à organiser\. Un e-mail de confirmation est envoyé à/),
    ).toHaveTextContent('grace@example.com et desk@example.com');
    expect(screen.getAllByRole('link', { name: 'Gérer ma réservation' }).map((a) => a.getAttribute('href'))).toEqual([
      '/manage-booking?reference=VIP-12345-FCO',
      '/manage-booking',
    ]);
  });
});

describe("the service's words on French pages", () => {
  const LAST_MINUTE =
    'Last-minute booking: For bookings less than 6 hours before flight time, please contact us directly.';
  const refusal = (status: number, code: string, message: string, fieldErrors: Record<string, string[]> = {}) =>
    json({ error: { code, message, requestId: 'test-request', details: { fieldErrors, formErrors: [] } } }, status);

  it('says refusals and a confirmation by their code, never in the English the service sends', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival());
    const answers = [
      refusal(422, 'LAST_MINUTE_BOOKING', LAST_MINUTE, { 'items.0.flightTime': [LAST_MINUTE] }),
      refusal(409, 'SOMETHING_NEW', 'A refusal the page has no words for'),
      json(
        {
          ...answer,
          message: 'Your booking is confirmed.',
          bookings: [{ ...answer.bookings[0]!, status: 'Confirmed' }],
        },
        201,
      ),
    ];
    stubCheckoutApi((route) => (route === 'POST /api/bookings/checkout' ? answers.shift() : undefined));
    await renderIn('fr', '/booking-form');
    await user.type(field('Nom du voyageur'), 'Grace Hopper');
    await user.type(field('Téléphone du voyageur'), '+1 212 555 0100');
    await user.type(field('E-mail du voyageur'), 'grace@example.com');
    await user.clear(field('Numéro de vol'));
    await user.type(field('Numéro de vol'), 'AZ611');
    await user.click(screen.getByRole('checkbox', { name: /^Je confirme avoir au moins 18 ans/ }));

    const frenchLastMinute =
      'Réservation de dernière minute : pour réserver moins de 6 heures avant l’heure du vol, contactez-nous directement.';
    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));
    // On the refused item's line and in the toast (a refused submit takes seconds on a busy machine).
    await waitFor(() => expect(screen.getAllByText(frenchLastMinute)).toHaveLength(2), { timeout: 15_000 });
    expect(screen.queryByText(LAST_MINUTE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));
    expect(
      await screen.findByText(
        'Un problème est survenu lors de l’envoi de votre demande de réservation. Veuillez réessayer.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('A refusal the page has no words for')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Demander la réservation' }));
    // The toast (title and words) and the confirmation page it opens render in either order: wait for both.
    await waitFor(
      () => {
        expect(screen.getAllByText('Réservation confirmée')).not.toHaveLength(0);
        expect(screen.getAllByText('Votre réservation est confirmée.')).not.toHaveLength(0);
      },
      { timeout: 15_000 },
    );
    expect(screen.queryByText('Your booking is confirmed.')).not.toBeInTheDocument();
  });

  it("says the confirmation's note on instant confirmation and a sold-out booking's notice in French", async () => {
    sessionStorage.setItem(
      'lastCheckout',
      JSON.stringify({
        ...answer,
        message: INSTANT_CONFIRMATION_MESSAGES.mixed,
        bookings: [
          { ...answer.bookings[0]!, status: 'Confirmed' },
          {
            ...answer.bookings[0]!,
            referenceCode: 'VIP-67890-FCO',
            status: 'Requested',
            notice: INSTANT_CONFIRMATION_MESSAGES.soldOut,
          },
        ],
      }),
    );
    await renderIn('fr', '/booking-confirmation');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Certaines de vos prestations sont confirmées dès maintenant ; les autres sont des demandes/,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveTextContent(
      /La dernière place à confirmation immédiate pour cet horaire vient d’être prise/,
    );
    for (const english of [INSTANT_CONFIRMATION_MESSAGES.mixed, INSTANT_CONFIRMATION_MESSAGES.soldOut])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});

describe('the checkout in Arabic', () => {
  it('lays the page out right to left, with Arabic words, dates and amounts', async () => {
    const user = userEvent.setup();
    freshCart().add(fcoArrival({ porterSelected: true }));
    stubCheckoutApi(() => undefined);
    const { container } = await renderIn('ar', '/checkout');

    expect(screen.getByRole('heading', { level: 1, name: 'أكمل حجزك' })).toBeInTheDocument();
    expect(container.querySelector('form.ant-form-rtl')).not.toBeNull();
    // The date and time as Arabic writes them: '10 يونيو 2030 الساعة 2:00 م'.
    const group = screen.getByRole('region', {
      name: /^Leonardo da Vinci–Fiumicino Airport \(FCO\)، .*يونيو.* الساعة .*م$/,
    });
    expect(within(group).getByText('قياسي')).toBeInTheDocument();
    expect(within(group).getByText('الوصول · مسافران')).toBeInTheDocument();
    expect(within(group).getByText(`المجموع الفرعي: ${usd('ar', 545)}`)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'أحجز لشخص آخر' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'طلب الحجز' }));
    expect(await screen.findByText('يجب ألا يقل الاسم عن حرفين')).toBeInTheDocument();
    expect(screen.getByText('رقم الرحلة مطلوب')).toBeInTheDocument();
    expect(await screen.findByText('الموافقة على الشروط مطلوبة')).toBeInTheDocument();
  });
});

async function findBooking(user: ReturnType<typeof userEvent.setup>, reference: string, email: string) {
  await user.clear(screen.getByRole('textbox', { name: reference }));
  await user.type(screen.getByRole('textbox', { name: reference }), 'VIP-12345-FCO');
  await user.type(screen.getByRole('textbox', { name: email }), 'grace@example.com');
}

describe('Manage Booking in French', () => {
  it('finds a booking and shows it, what comes next and the cancellation policy in French', async () => {
    const user = userEvent.setup();
    stubCheckoutApi(answersLookup(booking));
    await renderIn('fr', '/manage-booking');

    expect(screen.getByRole('heading', { level: 1, name: 'Gérer ma réservation' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Saisissez la référence figurant sur votre confirmation \(par exemple VIP-12345-LHR\)/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Référence de réservation' }), 'VIP-1');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Les références de réservation ressemblent à VIP-12345-LHR')).toBeInTheDocument();

    await findBooking(user, 'Référence de réservation', 'E-mail utilisé pour la réservation');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const card = (await screen.findByRole('heading', { name: 'Réservation VIP-12345-FCO' })).closest('.ant-card')!;
    const details = within(card as HTMLElement);
    expect(details.getByText('Date et heure')).toBeInTheDocument();
    expect(details.getByText('10 juin 2030 à 14:00')).toBeInTheDocument();
    expect(details.getByText(/^1\s490,50\s\$US$/)).toBeInTheDocument();
    expect(details.getByText('Demandée')).toBeInTheDocument();
    expect(
      details.getByText(
        'En attente de confirmation : notre équipe vérifie la disponibilité et confirme sous 24 heures.',
      ),
    ).toBeInTheDocument();
    expect(details.getByText('À organiser')).toBeInTheDocument();
    expect(
      screen.getByText('Notre équipe étudie votre demande et vérifie la disponibilité (sous 24 heures).'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Demander l’annulation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander l’annulation' });
    expect(within(dialog).getByText('Conditions d’annulation')).toBeInTheDocument();
    expect(within(dialog).getByText('Annulation gratuite jusqu’à 48 heures avant la prestation.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Des frais de 50 % s’appliquent aux annulations moins de 48 heures avant la prestation.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Veuillez nous dire ce que vous souhaitez')).toBeInTheDocument();
  });

  it('says a cancelled booking was cancelled on a French date, with its charge in the French way', async () => {
    const user = userEvent.setup();
    stubCheckoutApi(
      answersLookup({
        ...booking,
        status: 'Cancelled',
        cancelledAt: '2030-06-03T12:00:00.000Z',
        cancellationCharge: 245.25,
      }),
    );
    await renderIn('fr', '/manage-booking');
    await findBooking(user, 'Référence de réservation', 'E-mail utilisé pour la réservation');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Cette réservation a été annulée le 3 juin 2030.')).toBeInTheDocument();
    expect(screen.getByText('Frais d’annulation : 245,25 $US.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Demander une modification' })).not.toBeInTheDocument();
  });
});

describe('Manage Booking in Arabic', () => {
  it('finds a booking right to left and says its state in Arabic', async () => {
    const user = userEvent.setup();
    stubCheckoutApi(answersLookup({ ...booking, status: 'Confirmed', paymentStatus: 'Paid' }));
    const { container } = await renderIn('ar', '/manage-booking');

    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الحجز' })).toBeInTheDocument();
    await findBooking(user, 'رقم الحجز المرجعي', 'البريد الإلكتروني المستخدم في الحجز');
    await user.click(screen.getByRole('button', { name: 'البحث عن الحجز' }));
    const card = (await screen.findByRole('heading', { name: 'الحجز VIP-12345-FCO' })).closest('.ant-card')!;
    expect(card).toHaveClass('ant-card-rtl');
    expect(container.querySelector('.ant-descriptions-rtl')).not.toBeNull();
    const details = within(card as HTMLElement);
    expect(details.getByText('مؤكد')).toBeInTheDocument();
    expect(details.getByText('مدفوع')).toBeInTheDocument();
    expect(details.getByText(usd('ar', 1490.5))).toBeInTheDocument();
    expect(screen.getByText('حجزك مؤكد ومدفوع: لا شيء آخر عليك فعله.')).toBeInTheDocument();
    expect(screen.getByText('نعيد تأكيد كل حجز قبل الخدمة بمدة تتراوح بين 24 و48 ساعة.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طلب تعديل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طلب إلغاء' })).toBeInTheDocument();
  });
});
