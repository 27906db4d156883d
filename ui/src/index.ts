// Browser code only: services never import it.
export { AntdScope, lastingNotification, theme, withAntd } from './antd-scope/antd-scope';
export { useReducedMotion } from './antd-scope/use-reduced-motion';
export { clearToasts, closePageToasts, toast, type ToastArgs } from './toast/toast';
export { isLazyPage, lazyPage, lazySection, type LazyPage } from './lazy-page/lazy-page';
export { lazyAntdPage } from './lazy-page/lazy-antd-page';
export { ButtonLink, LightButton, type ButtonLinkProps, type LightButtonProps } from './light/button';
export { describedBy, Field, type FieldProps } from './light/field';
export { HoistedStyle, styleHref } from './light/hoisted-style';
export { LightIcon, type LightIconProps } from './light/icon';
export { LightTag } from './light/tag';
export { EmptyState, LightAlert, ResultScreen, Spinner, type ResultScreenProps } from './feedback/feedback';
export { RemoteUnavailable } from './feedback/remote-unavailable';
export { retryingAfterError, type QueryState } from './feedback/retrying-after-error';
export { focusContentAfterRetry } from './feedback/focus-after-retry';
export { PAGE_BASE_STYLE, UI_STYLE, UiStyle } from './light/ui-style';
// Declares VIP_THEME for every program that imports @vip/ui.
export type { ThemeToken } from './theme/vip-theme';
export { TAG_TONES, type TagTone } from './tag-tones/tag-tones';
export { clampCount, CountStepper, type CountStepperProps } from './count-stepper/count-stepper';
export { absoluteUrl, OG_IMAGE_PATH, usePageMeta, type PageMeta } from './page-meta/use-page-meta';
export { addDays, isBeforeToday, ISO_DATE, LOCAL_TIME, localIsoDate, useLocalToday } from './search-form/local-date';
export {
  SEARCH_MESSAGES,
  SearchForm,
  TYPE_OPTIONS,
  type AirportInputProps,
  type SearchFormProps,
  type SearchFormValues,
} from './search-form/search-form';
export { renderStandalone } from './dev/render-standalone';
export { AirlineHint, flightAirline, type AirlineHintProps } from './flight-airline/airline-hint';
export { browserPhoneCountry, PhoneInput, phoneValueOf, type PhoneInputProps } from './phone-input/phone-input';
export { LocaleProvider } from './i18n/locale-provider';
export { useLocale } from './i18n/intl-or-english';
export { useT, type Translate } from './i18n/use-t';
export { useText, type Text } from './i18n/use-text';
export {
  catalogueScope,
  defineCatalogue,
  translatedPage,
  type Catalogue,
  type MessageTable,
  type PreloadablePage,
  type TranslatedLocale,
} from './i18n/catalogue';
export { UI_CATALOGUE } from './i18n/ui-catalogue';
export { ANTD_LOCALES } from './antd-scope/antd-locale';
export {
  requestStaffToken,
  STAFF_TOKEN_PATH,
  StaffSessionEndedError,
  StaffTokenSource,
  type StaffTokenSourceOptions,
} from './staff-token/staff-token-source';
export { chooseCurrency, chosenCurrency, currencyStoreOf } from './currency/currency-store';
export { useDisplayCurrency } from './currency/display-currency';
