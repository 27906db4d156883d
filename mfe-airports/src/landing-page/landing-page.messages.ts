import { defineMessages } from 'react-intl';

export const landingPageMessages = defineMessages({
  eyebrow: { id: 'airports.landing.eyebrow', defaultMessage: '{code} · {place}' },
  title: { id: 'airports.landing.title', defaultMessage: 'VIP Meet & Greet at {name}' },
  lead: {
    id: 'airports.landing.lead',
    defaultMessage: 'A personal concierge meets you, fast-tracks you through the airport and looks after your bags.',
  },
  leadFrom: {
    id: 'airports.landing.leadFrom',
    defaultMessage:
      'A personal concierge meets you, fast-tracks you through the airport and looks after your bags, {fromPrice}.',
  },
  checkAvailability: { id: 'airports.landing.checkAvailability', defaultMessage: 'Check availability' },
  servicesAt: { id: 'airports.landing.servicesAt', defaultMessage: 'Services at {name}' },
  onRequest: {
    id: 'airports.landing.onRequest',
    defaultMessage: 'Services at this airport are arranged on request. Contact us or try another airport.',
  },
  findAt: { id: 'airports.landing.findAt', defaultMessage: 'Find services at {code}' },
});
