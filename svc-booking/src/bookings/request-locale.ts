import type { Context } from 'koa';
import { negotiateLocale, parseAcceptLanguage, type Locale } from '@vip/contracts/i18n';

/** The language a booking is made in: the body's `locale` if given, else the browser's Accept-Language. */
export function requestLocale(ctx: Context, given: Locale | undefined): Locale {
  return given ?? negotiateLocale(parseAcceptLanguage(ctx.get('Accept-Language')));
}
