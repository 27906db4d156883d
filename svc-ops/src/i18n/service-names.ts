import { DEFAULT_LOCALE } from '@vip/contracts/i18n';
import { SERVICE_LEVELS, type ServiceLevel } from '@vip/contracts/vocabulary';
import type { MailText } from './mail-text';

const TYPES = ['arrival', 'departure', 'transfer'] as const;
type ServiceType = (typeof TYPES)[number];

export function serviceLevelName(text: MailText, level: string | null): string | null {
  if (!level) return null;
  return (SERVICE_LEVELS as readonly string[]).includes(level)
    ? text.t(`ops.pdf.level.${level as ServiceLevel}`)
    : level;
}

export function serviceTypeName(text: MailText, type: string): string {
  return (TYPES as readonly string[]).includes(type) ? text.t(`ops.mail.serviceType.${type as ServiceType}`) : type;
}

/** English keeps the product's own name; other languages name it by its level and type in their words. */
export function serviceNameIn(
  text: MailText,
  c: { serviceName: string; serviceLevel: string | null; serviceType: string },
): string {
  if (text.locale === DEFAULT_LOCALE || !c.serviceLevel) return c.serviceName;
  return `${serviceLevelName(text, c.serviceLevel)} – ${serviceTypeName(text, c.serviceType)}`;
}
