import type { MessageDescriptor } from 'react-intl';
import { AMENITY_MESSAGES } from './amenities.messages';

/** Readable names of the catalog's inclusion flags (svc-catalog seed data). */
const INCLUSION_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(AMENITY_MESSAGES).map(([flag, message]) => [flag, message.defaultMessage]),
);

/** The cart keeps the English labels (stored carts have them): each finds its message by them. */
const BY_LABEL = new Map<string, MessageDescriptor>(
  Object.values(AMENITY_MESSAGES).map((message) => [message.defaultMessage, message]),
);

/** The label in the page's language (`text` formats a message); a label the table does not know stays as it is. */
export function amenityText(label: string, text: (message: MessageDescriptor) => string): string {
  const message = BY_LABEL.get(label);
  return message ? text(message) : label;
}

/** A flag the table does not know yet still reads well: 'airportTransfer' → 'Airport transfer'. */
function humanise(flag: string): string {
  const words = flag
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The inclusions that are true, as readable labels, in the catalog's order. */
export function amenityLabels(inclusions: Record<string, boolean> | null | undefined): string[] {
  return Object.entries(inclusions ?? {})
    .filter(([, included]) => included)
    .map(([flag]) => INCLUSION_LABELS[flag] ?? humanise(flag));
}
