import { createIntl, type MessageDescriptor } from 'react-intl';
import type { Text } from '@vip/ui';

type Values = Record<string, string | number>;

/**
 * English sentences that reach a page as plain text (the contract's validation messages, a service's error
 * messages), each matched to its descriptor so it is said in the page's language; any other text is shown as it is.
 * `values` fill a descriptor's placeholders (codes kept out of the words) to give the English as it arrives.
 */
export function knownTexts<K extends string>(
  descriptors: Record<K, MessageDescriptor>,
  values: Partial<Record<K, Values>> = {},
) {
  // Made on first use, not when the page's code loads: only a page showing such a message needs it.
  let byEnglish: Map<string, { descriptor: MessageDescriptor; values?: Values }> | undefined;
  const table = () => {
    const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
    return new Map(
      (Object.entries(descriptors) as Array<[K, MessageDescriptor]>).map(([name, descriptor]) => [
        english.formatMessage(descriptor, values[name]),
        { descriptor, values: values[name] },
      ]),
    );
  };
  return (text: Text, message: string): string => {
    byEnglish ??= table();
    const known = byEnglish.get(message);
    return known ? text(known.descriptor, known.values) : message;
  };
}
