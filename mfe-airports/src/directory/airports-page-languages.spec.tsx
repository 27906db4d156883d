import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import { PAGE_CATALOGUES } from '../i18n/catalogue';
import { AIRPORTS, detailOf, json, renderAt, stubFetch } from '../testing/render-app';

/** What the shell does before it renders a page: the frame's messages, and the page's texts preloaded. */
async function language(locale: Locale) {
  await Promise.all(PAGE_CATALOGUES.map((catalogue) => catalogue.load(locale)));
  return { locale, messages: await loadMessages(locale) };
}

describe('the airport directory in French', () => {
  it('titles, filters and groups the airports in French, country names in French, airport names as listed', async () => {
    stubFetch((path) => (path === '/api/airports' ? json(AIRPORTS) : undefined));
    renderAt('/airports', await language('fr'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Europe (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos aéroports dans le monde' })).toBeInTheDocument();
    expect(document.title).toBe('Nos aéroports dans le monde | VIP Airport Services');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Amériques (2)',
      'Europe (3)',
      'Moyen-Orient et Afrique (1)',
      'Asie-Pacifique (1)',
    ]);
    const card = screen.getByRole('link', { name: /London Heathrow Airport/ });
    expect(within(card).getByText('London, Royaume-Uni')).toBeInTheDocument();

    const regions = screen.getByRole('group', { name: 'Filtrer par région' });
    expect(within(regions).getByRole('button', { name: 'Toutes les régions' })).toHaveAttribute('aria-pressed', 'true');
    const levels = screen.getByRole('group', { name: 'Filtrer par niveau de prestation' });
    expect(
      within(levels)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tous', 'Accueil et assistance', 'Transfert VIP sur le tarmac avec salon privé', 'Suite VIP privée']);

    // A country is found by its French name as well.
    const search = screen.getByRole('textbox', { name: 'Rechercher un aéroport par nom, code, ville ou pays' });
    await userEvent.type(search, 'royaume');
    expect(screen.getByRole('heading', { level: 2, name: '1 aéroport trouvé' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'atlantide');
    expect(screen.getByText(/^Aucun aéroport ne correspond à votre recherche/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Amériques (2)' })).toBeInTheDocument();
  });
});

describe('an airport page in Arabic', () => {
  it('says everything a traveller reads in Arabic, prices in US dollars formatted for Arabic', async () => {
    stubFetch((path) => (path === '/api/airports/LHR' ? json(detailOf('LHR')) : undefined));
    renderAt('/airports/LHR', await language('ar'));
    expect(screen.getByRole('status', { name: 'جارٍ تحميل المطار' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'London Heathrow Airport' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جميع المطارات' })).toHaveAttribute('href', '/airports');
    expect(screen.getByText('London، المملكة المتحدة')).toBeInTheDocument();

    const dollars = (amount: number) =>
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
    const services = screen.getByRole('heading', { level: 2, name: 'الخدمات في LHR' }).closest('section')!;
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `استقبال VIP${`ابتداءً من ${dollars(250)}`}`,
      `نقل VIP عبر المدرج مع صالة حصرية${`ابتداءً من ${dollars(650)}`}`,
      `جناح VIP خاص${`ابتداءً من ${dollars(1250)}`}`,
    ]);
    expect(within(services).getByText('7 خدمات متاحة')).toBeInTheDocument();

    const info = screen.getByRole('heading', { level: 2, name: 'معلومات الحجز' }).closest('section')!;
    expect(
      within(info)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'متاح على مدار الساعة طوال أيام السنة',
      'احجز عبر الإنترنت حتى 6 ساعات قبل رحلتك',
      'خصومات متاحة للمجموعات',
      'يؤكد فريقنا الحجز خلال 24 ساعة',
    ]);

    const search = screen.getByRole('heading', { level: 2, name: 'احجز خدمة VIP في LHR' }).closest('section')!;
    expect(within(search).getByRole('textbox', { name: 'المطار' })).toHaveValue('LHR');
    expect(within(search).getByRole('button', { name: 'عرض الخدمات' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'زيادة عدد البالغين' })).toBeInTheDocument();

    expect(document.title).toBe('استقبال VIP في London Heathrow Airport (LHR) | VIP Airport Services');
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"][data-page-meta]')!.textContent!,
    );
    expect(ld.hasOfferCatalog.name).toBe('خدمات VIP في London Heathrow Airport');
    expect(ld.hasOfferCatalog.itemListElement[0]).toMatchObject({ name: 'استقبال VIP', priceCurrency: 'USD' });
  });
});
