import { screen, within } from '@testing-library/react';
import { BRAND } from '@vip/contracts/brand';
import { AIRPORTS, json, stubFetch } from '../testing/render-app';
import { renderInLocale } from '../testing/render-in-locale';

function catalog(path: string): Response | undefined {
  if (path === '/api/airports') return json(AIRPORTS);
  return undefined;
}

beforeEach(() => {
  localStorage.clear();
  document.title = 'VIP Airport Services';
});

describe('HomePage in French', () => {
  it('shows the hero, claims, flow, services, regions and calls to action in French, numbers written the French way', async () => {
    stubFetch(catalog);
    await renderInLocale('fr', '/', '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Assistance aéroportuaire VIP dans plus de 270 aéroports' }),
    ).toBeInTheDocument();
    const claims = screen.getByRole('list', { name: 'Pourquoi les voyageurs nous choisissent' });
    expect(within(claims).getByText(/^1\s200\+$/)).toBeInTheDocument();
    expect(within(claims).getByText('prestations')).toBeInTheDocument();
    expect(within(claims).getByText('Plus de 270')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trouvez votre service VIP' })).toBeInTheDocument();
    expect(document.title).toMatch(/^VIP Airport Services \| Accueil VIP, salons et suites privées/);

    expect(await screen.findByRole('heading', { name: 'Comment ça marche' })).toBeInTheDocument();
    for (const step of ['Recherche', 'Choix du service', 'Voyageurs', 'Demande de réservation'])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver : Accueil VIP personnalisé' })).toHaveAttribute(
      'href',
      '/booking?type=arrival',
    );
    expect(screen.getByRole('link', { name: 'Réserver : Suite VIP privée' })).toHaveAttribute(
      'href',
      '/booking?type=transfer',
    );
    expect(screen.getByRole('heading', { name: 'Pourquoi voyager avec VIP Airport Services' })).toBeInTheDocument();
    expect(screen.getByText(/Nous répondons sous 24 heures\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver un service VIP' })).toHaveAttribute('href', '/booking');

    expect(screen.getByRole('heading', { name: 'Nos destinations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amériques et Caraïbes' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Londres (LHR)' })).toHaveAttribute(
      'href',
      '/vip-meet-and-greet/london-heathrow-airport-lhr-gb',
    );
    expect(screen.getByRole('link', { name: 'Le Cap (CPT)' })).toHaveAttribute('href', '/airports/CPT');
    expect(screen.getByRole('link', { name: 'Voir tous les aéroports (270+)' })).toHaveAttribute('href', '/airports');
    expect(screen.queryByText('How it works')).toBeNull();
  });
});

describe('HomePage in Arabic', () => {
  it('speaks Modern Standard Arabic, with Arabic plurals and place names, codes kept', async () => {
    stubFetch(catalog);
    await renderInLocale('ar', '/', '/');
    const airports = new Intl.NumberFormat('ar').format(270);
    expect(
      screen.getByRole('heading', { level: 1, name: `خدمات المساعدة VIP في أكثر من ${airports} مطار` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ابحث عن خدمة VIP المناسبة لك' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'كيف تعمل الخدمة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احجز استقبال VIP' })).toHaveAttribute('href', '/booking?type=arrival');
    // 24 takes the plural form of 11 to 99.
    expect(screen.getByText(/نرد خلال 24 ساعة\.$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الشرق الأوسط وأفريقيا' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'لندن (LHR)' })).toHaveAttribute(
      'href',
      '/vip-meet-and-greet/london-heathrow-airport-lhr-gb',
    );
    expect(screen.getByRole('link', { name: 'دبي (DXB)' })).toBeInTheDocument();
    // No English left in the page's own headings but the brand's words.
    for (const heading of screen.getAllByRole('heading'))
      expect(heading.textContent?.replace(BRAND.productName, '').replace(/\bVIP\b/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
