import { defineMessages } from 'react-intl';

/** The catalog's inclusion flags as a traveller reads them (svc-catalog seed data). */
export const AMENITY_MESSAGES = defineMessages({
  meetAtGate: { id: 'booking.cart.amenity.meetAtGate', defaultMessage: 'Meet at the gate' },
  fastTrackImmigration: { id: 'booking.cart.amenity.fastTrackImmigration', defaultMessage: 'Fast-track immigration' },
  fastTrackSecurity: { id: 'booking.cart.amenity.fastTrackSecurity', defaultMessage: 'Fast-track security' },
  baggageAssistance: { id: 'booking.cart.amenity.baggageAssistance', defaultMessage: 'Baggage assistance' },
  escortToCar: { id: 'booking.cart.amenity.escortToCar', defaultMessage: 'Escort to your car' },
  loungeAccess: { id: 'booking.cart.amenity.loungeAccess', defaultMessage: 'Exclusive lounge access' },
  tarmacTransfer: { id: 'booking.cart.amenity.tarmacTransfer', defaultMessage: 'Tarmac transfer' },
  privateSuite: { id: 'booking.cart.amenity.privateSuite', defaultMessage: 'Private suite' },
  privateImmigration: { id: 'booking.cart.amenity.privateImmigration', defaultMessage: 'Private immigration' },
  dedicatedSecurity: { id: 'booking.cart.amenity.dedicatedSecurity', defaultMessage: 'Dedicated security' },
  fineDining: { id: 'booking.cart.amenity.fineDining', defaultMessage: 'Fine dining' },
  chauffeurToAircraft: { id: 'booking.cart.amenity.chauffeurToAircraft', defaultMessage: 'Chauffeur to the aircraft' },
});
