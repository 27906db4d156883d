import type { MessageTable } from '@vip/ui';

export const CART_FR: MessageTable = {
  'booking.cart.amenity.meetAtGate': 'Accueil à la porte d’embarquement',
  'booking.cart.amenity.fastTrackImmigration': 'Passage accéléré à l’immigration',
  'booking.cart.amenity.fastTrackSecurity': 'Passage accéléré aux contrôles de sûreté',
  'booking.cart.amenity.baggageAssistance': 'Assistance bagages',
  'booking.cart.amenity.escortToCar': 'Accompagnement jusqu’à votre voiture',
  'booking.cart.amenity.loungeAccess': 'Accès exclusif au salon',
  'booking.cart.amenity.tarmacTransfer': 'Transfert sur le tarmac',
  'booking.cart.amenity.privateSuite': 'Suite privée',
  'booking.cart.amenity.privateImmigration': 'Immigration privée',
  'booking.cart.amenity.dedicatedSecurity': 'Contrôle de sûreté dédié',
  'booking.cart.amenity.fineDining': 'Gastronomie raffinée',
  'booking.cart.amenity.chauffeurToAircraft': 'Chauffeur jusqu’à l’avion',
};
