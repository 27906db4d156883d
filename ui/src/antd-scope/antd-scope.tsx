import { useMemo, type ComponentType, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, notification } from 'antd';
import { useReducedMotion } from './use-reduced-motion';
import { toastRegion } from '../toast/toast-region';
import { ANTD_TOKENS } from '@vip/contracts/theme';
import { DEFAULT_LOCALE, isLocale, localeDirection, type Locale } from '@vip/contracts/i18n';
import { useLocale } from '../i18n/intl-or-english';
import { useLocaleResource } from '../i18n/catalogue';
import { ANTD_LOCALES } from './antd-locale';

/** contracts' theme, the light CSS's too: antd's default greys, link, danger and success fail WCAG AA on white. */
export const theme = { token: ANTD_TOKENS };

const MOTIONLESS = { token: { motion: false } };

const NOTIFICATIONS = { maxCount: 1, duration: 5, placement: 'bottomRight', getContainer: toastRegion } as const;

/** A 15 px label line is 23.5 px, under WCAG 2.2's 24 px target, and stacked ones are too close to be exempt. */
const TARGETS = { style: { minHeight: 24 } };

/** Per piece, not app-wide: antd is ~300 KiB a first visit need not load. */
export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const locale = useLocale();
  const direction = localeDirection(locale);
  const antdLocale = useLocaleResource(ANTD_LOCALES, locale);
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  // antd adds a motion provider once `motion` differs from the parent's; the motionless parent puts it there
  // from the first render, so reduced motion after hydration re-renders instead of remounting the page.
  return (
    <ConfigProvider theme={MOTIONLESS}>
      <ConfigProvider theme={themed} checkbox={TARGETS} radio={TARGETS} direction={direction} locale={antdLocale}>
        <AntApp notification={NOTIFICATIONS} message={{ maxCount: 1, duration: 5 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </ConfigProvider>
  );
}

export function withAntd<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAntd(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  WithAntd.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
  return WithAntd;
}

let lastingConfigured = false;
let lastingLocale: Locale = DEFAULT_LOCALE;

/** The document's language (the shell sets it from the URL), for toasts that live outside any page's providers. */
function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Toasts that outlive the page: a page's own toasts would go with its AntdScope. Their close button is named in the
 * document's language once antd's words in it are in (`lastingWordsReady`).
 */
export function lastingNotification(): typeof notification {
  lastingLocale = documentLocale();
  if (!lastingConfigured) {
    lastingConfigured = true;
    notification.config(NOTIFICATIONS);
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider
          theme={theme}
          locale={ANTD_LOCALES.loaded(lastingLocale)}
          direction={localeDirection(lastingLocale)}
        >
          {children}
        </ConfigProvider>
      ),
    });
  }
  return notification;
}

/** antd's words in the document's language, for the toasts: the toast waits for them (a small chunk, once). */
export function lastingWordsReady(): Promise<unknown> {
  return ANTD_LOCALES.load(documentLocale()).catch(() => undefined);
}
