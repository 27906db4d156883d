import { useEffect, useState, type ComponentType } from 'react';
import type { Locale } from '@vip/contracts/i18n';
import { useLocale } from '@vip/ui';
import { hasChosenLanguage, readsThePageLanguage } from './language-choice';
import type { Offer } from './language-offer-choice';

type Bar = ComponentType<{ offer: Offer; page: Locale; onStay: () => void }>;

/**
 * On a first visit, the browser's language if we have it and the page is in another: offered in that language,
 * never switched to, so a shared or searched link opens as it was sent. Either answer is remembered. Fixed at the
 * bottom, so arriving after the page it moves nothing (no layout shift).
 */
export function LanguageOffer() {
  const page = useLocale();
  const [shown, setShown] = useState<{ offer: Offer; Bar: Bar } | null>(null);

  useEffect(() => {
    if (hasChosenLanguage() || readsThePageLanguage(page)) return;
    let live = true;
    Promise.all([
      import('./language-offer-choice').then(({ offeredLanguage }) => offeredLanguage(page)),
      import('./language-offer-bar'),
    ]).then(
      ([offered, { LanguageOfferBar }]) => live && offered && setShown({ offer: offered, Bar: LanguageOfferBar }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [page]);

  if (!shown) return null;
  return <shown.Bar offer={shown.offer} page={page} onStay={() => setShown(null)} />;
}
