import { Typography } from 'antd';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '@vip/contracts/i18n';

const ENGLISH_LANGUAGE_NAMES = new Intl.DisplayNames('en', { type: 'language' });

/** The traveller's language in its own words, with the English name for staff who do not read it. */
export function languageLabel(locale: Locale): string {
  const english = ENGLISH_LANGUAGE_NAMES.of(locale) ?? locale;
  return LOCALE_NAMES[locale] === english ? english : `${LOCALE_NAMES[locale]} (${english})`;
}

/** Under a prefilled message to the traveller: staff see why it is not in English. */
export function DraftLanguageNote({ locale }: { locale: Locale | undefined }) {
  if (!locale || locale === DEFAULT_LOCALE) return null;
  return (
    <Typography.Text type="secondary">
      Prefilled in {languageLabel(locale)}, the booking&apos;s language.
    </Typography.Text>
  );
}
