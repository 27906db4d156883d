import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_RULE_TEXTS, CANCELLATION_POLICY } from '@vip/contracts/booking-rules';
import { loadMessages, type Locale } from '@vip/contracts/i18n';
import { LocaleProvider } from '@vip/ui';
import { withDiscounts } from '../cart/discount-rules';
import { fcoArrival, fcoDeparture } from '../cart/test-fixtures';
import { PAGE_CATALOGUES } from '../i18n/catalogue';
import { HeaderQuote } from './header-quote';
import { buildEmailQuoteHtml, buildSimplifiedQuoteHtml, QUOTE_NOTES } from './quote-documents';
import { REQUEST_CONFIRMATION_MESSAGES } from '../booking-request/booking-request.messages';
import { closeQuoteSheet } from './quote-sheet-store';
import { ENGLISH, type Wording } from './format';
import { freshCart, ignorePseudoElementStyles, json, renderWithProviders, stubFetch } from './test-utils';

/** The shell's header in the page's language: the exposed header quote brings this remote's texts itself. */
async function renderHeaderIn(locale: Locale) {
  const messages = await loadMessages(locale);
  renderWithProviders(
    <LocaleProvider locale={locale} messages={messages}>
      <HeaderQuote />
    </LocaleProvider>,
  );
}

/** The wording a translated page gives the documents. */
async function wordingIn(locale: Locale): Promise<Wording> {
  const tables = await Promise.all(PAGE_CATALOGUES.map((catalogue) => catalogue.load(locale)));
  const table: Record<string, string> = Object.assign({}, ...tables);
  const { createIntl } = await import('react-intl');
  const intl = createIntl({ locale, defaultLocale: 'en', messages: table });
  return { locale, text: (message, values) => intl.formatMessage(message, values) };
}

beforeEach(() => {
  ignorePseudoElementStyles();
  stubFetch(() => undefined);
});
afterEach(() => {
  act(() => closeQuoteSheet());
  jest.restoreAllMocks();
});

describe('The English texts', () => {
  it("are the contracts' rule texts word for word", () => {
    expect(QUOTE_NOTES).toEqual(['Prices are valid for 30 days.', ...CANCELLATION_POLICY]);
    expect(ENGLISH.text(REQUEST_CONFIRMATION_MESSAGES.reconfirmation, { from: 24, to: 48 })).toBe(
      BOOKING_RULE_TEXTS.reconfirmation,
    );
  });
});

describe('The quote in French', () => {
  it('the header and the sheet speak French, with French dates, times, counts and US dollar amounts', async () => {
    const store = freshCart();
    store.add(fcoArrival({ porterSelected: true, travelers: { adults: 2, children: 1 } }));
    store.add(fcoDeparture());
    await renderHeaderIn('fr');
    const view = await screen.findByRole('button', { name: 'Voir le devis, 2 prestations' });
    expect(screen.getByRole('link', { name: 'Réserver' })).toBeInTheDocument();
    await userEvent.click(view);

    expect(await screen.findByText('Votre devis')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Prestations du devis' })).getAllByRole('listitem');
    const first = within(rows[0]);
    expect(first.getByText('Arrivée · Accueil et assistance')).toBeInTheDocument();
    expect(first.getByText('10 juin 2030 · 14:00')).toBeInTheDocument();
    expect(first.getByText('2 adultes, 1 enfant')).toBeInTheDocument();
    expect(first.getByText('Service de bagagiste inclus (+150 $US)')).toBeInTheDocument();
    expect(first.getByText('10 % de remise (remise multi-prestations)')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Retirer VIP Meet & Greet – Arrival du devis' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Sans service de bagagiste')).toBeInTheDocument();

    const summary = within(screen.getByLabelText('Récapitulatif du devis'));
    expect(summary.getByText('Total des prestations').nextElementSibling).toHaveTextContent('790 $US');
    expect(summary.getByText('Montant total du devis').nextElementSibling).toHaveTextContent('846 $US');
    expect(screen.getByRole('button', { name: 'Passer à la réservation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vous avez un code promo ?' })).toBeInTheDocument();
    expect(screen.getByText(/sélectionnez tout dans la nouvelle fenêtre \(Ctrl\+A, ou ⌘A sur Mac\)/)).toHaveTextContent(
      /valable 30 jours\.$/,
    );
  });

  it("says a promo code's 'applied to' in French, not in the catalog's English", async () => {
    freshCart().add(fcoArrival());
    const english = 'FLYSM: 20% off Meet & Assist applied to 1 service(s)';
    stubFetch((route) =>
      route === 'POST /api/promo-codes/apply'
        ? json({
            valid: true,
            code: 'FLYSM',
            description: 'FLYSM: 20% off Meet & Assist',
            discounts: [{ id: 101, discountPercentage: 20 }],
            appliedCount: 1,
            message: english,
          })
        : undefined,
    );
    await renderHeaderIn('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Voir le devis, 1 prestation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Vous avez un code promo ?' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code promo' }), 'flysm');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Code promo appliqué')).toBeInTheDocument();
    expect(screen.getByText('FLYSM: 20% off Meet & Assist appliqué à 1 prestation')).toBeInTheDocument();
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('the quote documents are French', async () => {
    const items = [fcoArrival({ porterSelected: true, flight: 'AZ611', terminal: '3' }), fcoDeparture()];
    const input = { items: withDiscounts(items, null), issuedAt: new Date('2030-06-01T12:00:00Z') };
    const wording = await wordingIn('fr');
    const html = buildEmailQuoteHtml({ ...input, wording });
    expect(html).toContain('<html lang="fr">');
    for (const heading of ['Prestation', 'Catégorie', 'Détails', 'Prix'])
      expect(html).toMatch(new RegExp(`<th[^>]*>${heading}</th>`));
    expect(html).toContain('10 juin 2030 à 14:00');
    expect(html).toContain('Vol AZ611, terminal 3');
    expect(html).toContain('Annulation gratuite jusqu’à 48 heures avant la prestation.');
    expect(html).toMatch(/Pour réserver, contactez-nous à <a href="mailto:[^"]+">[^<]+<\/a> ou au /);
    expect(buildSimplifiedQuoteHtml({ ...input, wording })).toContain('Prix valables 30 jours.');
    // English stays the default.
    expect(buildSimplifiedQuoteHtml({ ...input, wording: ENGLISH })).toContain('<html lang="en">');
  });
});

describe('The quote in Arabic', () => {
  it('the sheet comes in from the left and reads right to left, in Arabic', async () => {
    freshCart().add(fcoArrival());
    await renderHeaderIn('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'عرض السعر، خدمة واحدة' }));
    expect(await screen.findByText('عرض سعر خدماتك')).toBeInTheDocument();
    const drawer = document.querySelector('.ant-drawer-content-wrapper')!.closest('.ant-drawer')!;
    expect(drawer).toHaveClass('ant-drawer-left');
    expect(drawer).toHaveClass('ant-drawer-rtl');
    const row = within(screen.getByRole('listitem'));
    expect(row.getByText('الوصول · الاستقبال والمساعدة')).toBeInTheDocument();
    expect(row.getByText('بالغان')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'متابعة الحجز' })).toBeInTheDocument();
  });

  it('the quote documents are Arabic, right to left', async () => {
    const wording = await wordingIn('ar');
    const html = buildEmailQuoteHtml({
      items: withDiscounts([fcoArrival()], null),
      issuedAt: new Date('2030-06-01T12:00:00Z'),
      wording,
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<th style="[^"]*text-align:right;">الخدمة<\/th>/);
    expect(html).toContain('ملاحظات مهمة');
  });
});
