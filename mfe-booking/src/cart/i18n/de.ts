import type { MessageTable } from '@vip/ui';

export const CART_DE: MessageTable = {
  'booking.cart.amenity.meetAtGate': 'Empfang am Gate',
  'booking.cart.amenity.fastTrackImmigration': 'Bevorzugte Einreisekontrolle',
  'booking.cart.amenity.fastTrackSecurity': 'Bevorzugte Sicherheitskontrolle',
  'booking.cart.amenity.baggageAssistance': 'Hilfe mit dem Gepäck',
  'booking.cart.amenity.escortToCar': 'Begleitung bis zu Ihrem Wagen',
  'booking.cart.amenity.loungeAccess': 'Exklusiver Lounge-Zugang',
  'booking.cart.amenity.tarmacTransfer': 'Transfer über das Vorfeld',
  'booking.cart.amenity.privateSuite': 'Privatsuite',
  'booking.cart.amenity.privateImmigration': 'Private Einreisekontrolle',
  'booking.cart.amenity.dedicatedSecurity': 'Eigene Sicherheitskontrolle',
  'booking.cart.amenity.fineDining': 'Feine Küche',
  'booking.cart.amenity.chauffeurToAircraft': 'Chauffeur bis zum Flugzeug',
};
