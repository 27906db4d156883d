import { Suspense } from 'react';
import { defineMessages } from 'react-intl';
import { render, screen } from '@testing-library/react';
import { EN_MESSAGES, type Locale } from '@vip/contracts/i18n';
import { defineCatalogue, translatedPage, type TranslatedLocale } from './catalogue';
import { LocaleProvider } from './locale-provider';
import { useText } from './use-text';
import { useT } from './use-t';

const messages = defineMessages({
  heading: { id: 'test.heading', defaultMessage: 'Select Service' },
  seats: { id: 'test.seats', defaultMessage: '{count, plural, one {# seat left} other {# seats left}}' },
});

function Page() {
  const text = useText();
  const t = useT();
  return (
    <>
      <h1>{text(messages.heading)}</h1>
      <p>{text(messages.seats, { count: 2 })}</p>
      <a href="/">{t('frame.nav.home')}</a>
    </>
  );
}

const FRENCH = {
  'test.heading': 'Choisir une prestation',
  'test.seats': '{count, plural, one {# place} other {# places}}',
};

function makeCatalogue() {
  const loads: Locale[] = [];
  const loader = (locale: TranslatedLocale) => async () => {
    loads.push(locale);
    return locale === 'fr' ? FRENCH : {};
  };
  const loaders = {
    fr: loader('fr'),
    de: loader('de'),
    es: loader('es'),
    ar: loader('ar'),
    'zh-Hans': loader('zh-Hans'),
  };
  return { catalogue: defineCatalogue(loaders), loads };
}

const FRAME_FR = { ...EN_MESSAGES, 'frame.nav.home': 'Accueil' };

describe('a translated page', () => {
  it('speaks English from its components, loading no catalogue, on an English page and outside the shell', async () => {
    const { catalogue, loads } = makeCatalogue();
    const Translated = translatedPage([catalogue], Page);
    await Translated.preload('en');
    render(
      <LocaleProvider locale="en" messages={EN_MESSAGES}>
        <Translated />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Select Service' })).toBeInTheDocument();
    expect(screen.getByText('2 seats left')).toBeInTheDocument();
    render(<Translated />);
    expect(screen.getAllByRole('heading', { name: 'Select Service' })).toHaveLength(2);
    expect(loads).toEqual([]);
  });

  it('renders in the page language at once once preloaded (hydration), keeping the frame messages', async () => {
    const { catalogue, loads } = makeCatalogue();
    const Translated = translatedPage([catalogue], Page);
    await Translated.preload('fr');
    render(
      <LocaleProvider locale="fr" messages={FRAME_FR}>
        <Suspense fallback={<p>Loading</p>}>
          <Translated />
        </Suspense>
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Choisir une prestation' })).toBeInTheDocument();
    expect(screen.getByText('2 places')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads).toEqual(['fr']);
  });

  it('waits for its catalogue when shown without a preload, then renders translated', async () => {
    const { catalogue } = makeCatalogue();
    const Translated = translatedPage([catalogue], Page);
    render(
      <LocaleProvider locale="fr" messages={FRAME_FR}>
        <Suspense fallback={<p>Loading</p>}>
          <Translated />
        </Suspense>
      </LocaleProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choisir une prestation' })).toBeInTheDocument();
  });

  it('tries a catalogue again after a failed load', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return FRENCH;
    };
    const catalogue = defineCatalogue({ fr: flaky, de: flaky, es: flaky, ar: flaky, 'zh-Hans': flaky });
    await expect(catalogue.load('fr')).rejects.toThrow('chunk failed');
    await expect(catalogue.load('fr')).resolves.toEqual(FRENCH);
    expect(catalogue.loaded('fr')).toEqual(FRENCH);
  });
});
