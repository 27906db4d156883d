import type { MessageDescriptor } from 'react-intl';
import type { Text } from '@vip/ui';

/**
 * English sentences that reach a page as plain text (the contract's validation messages, a service's error
 * messages), each matched to its descriptor so it is said in the page's language; any other text is shown as it is.
 */
export function knownTexts(...groups: Array<Record<string, MessageDescriptor>>) {
  const byEnglish = new Map<string, MessageDescriptor>();
  for (const group of groups)
    for (const descriptor of Object.values(group))
      if (typeof descriptor.defaultMessage === 'string') byEnglish.set(descriptor.defaultMessage, descriptor);
  return (text: Text, english: string): string => {
    const descriptor = byEnglish.get(english);
    return descriptor ? text(descriptor) : english;
  };
}
