import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntlOrEnglish } from './intl-or-english';

type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, ReactNode | Date | ((chunks: ReactNode[]) => ReactNode)>;

export interface Text {
  /** A message of the page's language, English (its `defaultMessage`) until a translation is loaded. */
  (message: MessageDescriptor, values?: Values): string;
  /** The same, with elements for its tags (`<b>...</b>`) or placeholders. */
  rich(message: MessageDescriptor, values: RichValues): ReactNode;
}

/** For texts defined with `defineMessages` beside their components. */
export function useText(): Text {
  const intl = useIntlOrEnglish();
  const text = (message: MessageDescriptor, values?: Values) => intl.formatMessage(message, values) as string;
  return Object.assign(text, {
    rich: (message: MessageDescriptor, values: RichValues) =>
      intl.formatMessage(message, values as Parameters<typeof intl.formatMessage>[1]) as ReactNode,
  });
}
