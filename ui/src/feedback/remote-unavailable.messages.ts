import { defineMessages } from 'react-intl';

export const remoteUnavailableMessages = defineMessages({
  title: { id: 'ui.remote.title', defaultMessage: 'This part of the site is temporarily unavailable' },
  subtitle: {
    id: 'ui.remote.subtitle',
    defaultMessage: 'We could not load this page. Please try again in a moment; the rest of the site works as usual.',
  },
  retry: { id: 'ui.remote.retry', defaultMessage: 'Try again' },
});
