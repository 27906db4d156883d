import { useLocation } from 'react-router';
import { formatMessage, LOCALE_NAMES, localeDirection, localisedPath, type Locale } from '@vip/contracts/i18n';
import { LightButton } from '@vip/ui';
import { rememberLanguageChoice } from './language-choice';
import type { Offer } from './language-offer-choice';

const LANGUAGE_OFFER_STYLE = `
.language-offer { position: fixed; inset-inline: 0; bottom: 0; z-index: 1000; box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.12); }
.language-offer { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 16px; }
.language-offer { padding: 8px 24px; background: ${VIP_THEME.navyTint}; color: ${VIP_THEME.navy}; }
.language-offer p { margin: 0; }
.language-offer a { font-weight: 600; color: ${VIP_THEME.colorLink}; }
`;

/** The offer itself: loaded only when there is one, so a first visit in its own language carries none of it. */
export function LanguageOfferBar({ offer, page, onStay }: { offer: Offer; page: Locale; onStay: () => void }) {
  const { pathname, search, hash } = useLocation();
  const say = (key: Parameters<typeof formatMessage>[2], language: Locale) =>
    formatMessage(offer.locale, offer.messages, key, { language: LOCALE_NAMES[language] });
  const stay = () => {
    rememberLanguageChoice(page);
    onStay();
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
