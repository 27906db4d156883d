import { createIntl, type MessageDescriptor } from 'react-intl';
import type { Text } from '@vip/ui';

type Values = Record<string, string | number>;

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

/**
 * English sentences that reach a page as plain text (the contract's validation messages, a service's error
 * messages), each matched to its descriptor so it is said in the page's language; any other text is shown as it is.
 * `values` fill a descriptor's placeholders (codes kept out of the words) to give the English as it arrives.
 */
export function knownTexts<K extends string>(
  descriptors: Record<K, MessageDescriptor>,
  values: Partial<Record<K, Values>> = {},
) {
  const byEnglish = new Map<string, { descriptor: MessageDescriptor; values?: Values }>();
  for (const [name, descriptor] of Object.entries(descriptors) as Array<[K, MessageDescriptor]>)
    byEnglish.set(english.formatMessage(descriptor, values[name]), { descriptor, values: values[name] });
  return (text: Text, message: string): string => {
    const known = byEnglish.get(message);
    return known ? text(known.descriptor, known.values) : message;
  };
}
