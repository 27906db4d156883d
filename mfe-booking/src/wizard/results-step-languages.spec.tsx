import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceDetail } from '@vip/contracts/schemas';
import { resetCartStore } from '../cart/use-cart';
import { errorResponse, json, pricing, service, stubFetch } from '../testing/render-app';
import { renderInLocale } from '../testing/render-in-locale';

const SEARCH = 'airport=FCO&type=arrival&date=2030-06-20&time=14:00&adults=2&children=0';

const standard = service({
  id: 101,
  serviceLevel: 'standard',
  name: 'Arrival Meet & Assist',
  pricing: pricing({ totalPrice: 495, paidAdults: 1, adultFeeTotal: 100 }),
});
const lounge = service({ id: 102, serviceLevel: 'lounge', name: 'VIP Lounge – Arrival', isPopular: false });
const suite = service({
  id: 104,
  serviceLevel: 'suite',
  name: 'Private VIP Suite – Arrival',
  isPopular: false,
  instantConfirmation: true,
});

const departure = service({
  id: 301,
  serviceType: 'departure',
  name: 'VIP Meet & Greet – Departure',
  pricing: pricing({ totalPrice: 360, subtotal: 360, basePrice: 360 }),
});

function catalog(list: ServiceDetail[] | 'down') {
  return (path: string) => {
    if (list === 'down') return errorResponse(503, 'UPSTREAM_UNAVAILABLE', 'Unavailable');
    // The return leg's search: the opposite type at the same airport.
    if (path.startsWith('/api/services?') && path.includes('type=departure')) return json([departure]);
    if (path.startsWith('/api/services?')) return json(list);
    const one = /^\/api\/services\/(\d+)\?/.exec(path);
    return one ? json(list.find((s) => s.id === Number(one[1]))) : undefined;
  };
}

/** As Intl writes it, spaces as the page shows them to a reader (testing-library folds them). */
const usd = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount).replace(/\s+/g, ' ');

beforeEach(() => {
  localStorage.clear();
  resetCartStore();
});

describe('the results step in French', () => {
  it('lists the services under French headings, with French badges, actions and prices', async () => {
    stubFetch(catalog([standard, lounge, suite]));
    await renderInLocale('fr', '/booking', `/booking?${SEARCH}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Services aéroportuaires premium' }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Étapes de la réservation' });
    for (const step of ['Recherche', 'Choix', 'Voyageur', 'Réservation'])
      expect(within(progress).getByText(step)).toBeInTheDocument();
    expect(await screen.findByText('Trois façons de voyager dans le luxe')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Accueil VIP standard',
      'Accès salon de luxe',
      'Suite VIP privée',
    ]);
    expect(screen.getByRole('button', { name: 'Modifier la recherche' })).toBeInTheDocument();

    // The catalog's names stay as the catalog wrote them.
    const card = screen.getByRole('article', { name: 'Arrival Meet & Assist' });
    expect(within(card).getByText('Standard')).toBeInTheDocument();
    expect(within(card).getByText('Populaire')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /^Ajouter un porteur \(\+150\s\$US\)$/ })).toBeInTheDocument();
    const breakdown = card.querySelector('dl')!;
    expect(breakdown).toHaveAttribute('aria-label', 'Détail du prix');
    expect(within(breakdown).getByText('Prix de base (2 voyageurs)')).toBeInTheDocument();
    expect(within(breakdown).getByText('1 adulte supplémentaire')).toBeInTheDocument();
    expect(within(breakdown).getByText('Sous-total')).toBeInTheDocument();
    expect(within(breakdown).getByText(/^495,00\s\$US$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Choisir ce service' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Voir le détail de Arrival Meet & Assist' })).toHaveTextContent(
      'Voir le détail',
    );
    expect(within(card).getByRole('button', { name: 'Ajouter le retour' })).toBeInTheDocument();

    const suiteCard = screen.getByRole('article', { name: 'Private VIP Suite – Arrival' });
    expect(within(suiteCard).getByText('Suite privée')).toBeInTheDocument();
    expect(within(suiteCard).getByText('Confirmation immédiate')).toBeInTheDocument();
    expect(screen.queryByText('Select Service')).toBeNull();
  });

  it('says in French that nothing is offered, and that the list could not be loaded', async () => {
    stubFetch(catalog([]));
    const { unmount } = await renderInLocale('fr', '/booking', `/booking?${SEARCH}`);
    expect(await screen.findByRole('heading', { name: 'Aucune prestation disponible' })).toBeInTheDocument();
    expect(screen.getByText(/choisissez un autre aéroport\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle recherche' })).toBeInTheDocument();
    unmount();

    stubFetch(catalog('down'));
    await renderInLocale('fr', '/booking', `/booking?${SEARCH}`);
    expect(await screen.findByText('Erreur de chargement des prestations')).toBeInTheDocument();
    expect(
      screen.getByText('Nous n’avons pas pu charger les prestations disponibles. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the round-trip banner with the date, time and saving written the French way', async () => {
    stubFetch(catalog([standard]));
    await renderInLocale(
      'fr',
      '/booking',
      `/booking?airport=FCO&type=departure&date=2030-06-27&time=09:30&adults=2&children=1&isReturn=true&savingsAmount=55`,
    );
    expect(await screen.findByText('Aller-retour')).toBeInTheDocument();
    expect(screen.getByText('Départ à FCO le 27 juin 2030 à 9:30')).toBeInTheDocument();
    expect(screen.getByText('Voyageurs : 2 adultes, 1 enfant')).toBeInTheDocument();
    expect(screen.getByText(/^Vous économisez 55\s\$US$/)).toBeInTheDocument();
  });
});

describe("a service's details and its return trip in French", () => {
  it('shows the detail view and the return-trip dialog in French', async () => {
    stubFetch(catalog([standard]));
    await renderInLocale('fr', '/booking', `/booking?${SEARCH}`);
    const card = await screen.findByRole('article', { name: 'Arrival Meet & Assist' });
    await userEvent.click(within(card).getByRole('button', { name: 'Voir le détail de Arrival Meet & Assist' }));
    expect(await screen.findByRole('button', { name: 'Retour aux résultats' })).toBeInTheDocument();
    expect(await screen.findByText(/· Assuré par Rome VIP$/)).toBeInTheDocument();
    expect(screen.getByText('Votre prix')).toBeInTheDocument();
    expect(screen.getByText('Total pour 2 voyageurs ; 2 voyageurs inclus')).toBeInTheDocument();
    expect(screen.getByLabelText('Adultes')).toHaveValue('2');
    expect(screen.getByText('Moins de 12 ans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demander la réservation' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retour aux résultats' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter le retour' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ajouter le retour – économisez 10\s%$/ });
    expect(within(dialog).getByLabelText('Type de service retour')).toHaveValue('Départ');
    expect(within(dialog).getByLabelText('Date du retour')).toHaveValue('2030-06-27');
    expect(within(dialog).getByText(/Économisez 50\s\$US grâce à 10\s% de réduction/)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Service retour : VIP Meet & Greet – Departure, assuré par Rome VIP'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});

describe('the results step in Arabic', () => {
  it('lists the services in Arabic, with Arabic plurals and amounts in Arabic notation', async () => {
    stubFetch(catalog([standard, suite]));
    await renderInLocale('ar', '/booking', `/booking?${SEARCH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'خدمات المطار المميزة' })).toBeInTheDocument();
    expect(await screen.findByText('طريقتان لتجربة السفر الفاخر')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'الاستقبال القياسي',
      'جناح VIP خاص',
    ]);
    const card = screen.getByRole('article', { name: 'Arrival Meet & Assist' });
    expect(within(card).getByText('قياسي')).toBeInTheDocument();
    expect(within(card).getByText('الأكثر طلبًا')).toBeInTheDocument();
    // Two travellers take the dual form.
    expect(within(card).getByText('السعر الأساسي (مسافران)')).toBeInTheDocument();
    expect(within(card).getByText('بالغ إضافي واحد')).toBeInTheDocument();
    expect(within(card).getByText(usd('ar', 495))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'اختيار الخدمة' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'إضافة رحلة العودة' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'مراحل الحجز' })).toBeInTheDocument();
  });
});
