import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

export const LOCALE_MESSAGE = `Language must be one of ${LOCALES.join(', ')}`;
export const localeSchema = z.enum(LOCALES, { error: LOCALE_MESSAGE });
