import { useContext } from 'react';
import { IntlContext, IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@vip/contracts/i18n';
import { useLocaleResource } from '../i18n/catalogue';
import { UI_CATALOGUE } from '../i18n/ui-catalogue';
import { useLocale } from '../i18n/intl-or-english';
import { useText } from '../i18n/use-text';
import { LightButton } from '../light/button';
import { ResultScreen } from './feedback';
import { focusContentAfterRetry } from './focus-after-retry';
import { remoteUnavailableMessages as messages } from './remote-unavailable.messages';

interface RemoteUnavailableProps {
  onRetry: () => void;
  retrying?: boolean;
}

const quiet = () => undefined;

/** A micro-frontend that did not load: the shell's pages and the back office's mounted screens say it the same way. */
export function RemoteUnavailable(props: RemoteUnavailableProps) {
  const parent = useContext(IntlContext);
  const locale = useLocale();
  // Shown outside any page's catalogues, and never suspended: English until the texts arrive (the network may be down).
  useLocaleResource(UI_CATALOGUE, locale);
  const table = UI_CATALOGUE.loaded(locale);
  if (!parent || !table || locale === DEFAULT_LOCALE) return <Unavailable {...props} />;
  return (
    <IntlProvider
      locale={locale}
      messages={{ ...(parent.messages as Record<string, string>), ...table }}
      defaultLocale={DEFAULT_LOCALE}
      onError={quiet}
      textComponent={parent.textComponent}
    >
      <Unavailable {...props} />
    </IntlProvider>
  );
}

function Unavailable({ onRetry, retrying }: RemoteUnavailableProps) {
  const text = useText();
  return (
    <ResultScreen
      role="alert"
      status="warning"
      title={text(messages.title)}
      subtitle={text(messages.subtitle)}
      extra={
        <LightButton
          type="primary"
          onClick={() => {
            focusContentAfterRetry();
            onRetry();
          }}
          busy={retrying}
        >
          {text(messages.retry)}
        </LightButton>
      }
    />
  );
}
