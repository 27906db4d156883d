import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  formatMessage,
  LOCALE_NAMES,
  localeDirection,
  localisedPath,
  type Locale,
  type Messages,
} from '@vip/contracts/i18n';
import { LightButton, useLocale } from '@vip/ui';
import { hasChosenLanguage, readsThePageLanguage, rememberLanguageChoice } from './language-choice';

interface Offer {
  locale: Locale;
  messages: Messages;
}

const LANGUAGE_OFFER_STYLE = `
.language-offer { position: fixed; inset-inline: 0; bottom: 0; z-index: 1000; box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.12); }
.language-offer { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 16px; }
.language-offer { padding: 8px 24px; background: #e6edf5; color: #0b3a66; }
.language-offer p { margin: 0; }
.language-offer a { font-weight: 600; color: #0958d9; }
`;

/**
 * On a first visit, the browser's language if we have it and the page is in another: offered in that language,
 * never switched to, so a shared or searched link opens as it was sent. Either answer is remembered. Fixed at the
 * bottom, so arriving after the page it moves nothing (no layout shift).
 */
export function LanguageOffer() {
  const page = useLocale();
  const { pathname, search, hash } = useLocation();
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (hasChosenLanguage() || readsThePageLanguage(page)) return;
    let live = true;
    import('./language-offer-choice')
      .then(({ offeredLanguage }) => offeredLanguage(page))
      .then(
        (offered) => live && offered && setOffer(offered),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [page]);

  if (!offer) return null;
  const say = (key: Parameters<typeof formatMessage>[2], language: Locale) =>
    formatMessage(offer.locale, offer.messages, key, { language: LOCALE_NAMES[language] });
  const stay = () => {
    rememberLanguageChoice(page);
    setOffer(null);
  };
  return (
    <aside
      className="language-offer"
      lang={offer.locale}
      dir={localeDirection(offer.locale)}
      aria-label={offer.messages['frame.language.label']}
    >
      <style>{LANGUAGE_OFFER_STYLE}</style>
      <p>{say('frame.language.offer', offer.locale)}</p>
      <a
        href={localisedPath(`${pathname}${search}${hash}`, offer.locale)}
        hrefLang={offer.locale}
        onClick={() => rememberLanguageChoice(offer.locale)}
      >
        {say('frame.language.offerAccept', offer.locale)}
      </a>
      <LightButton onClick={stay}>{say('frame.language.offerDismiss', page)}</LightButton>
    </aside>
  );
}
