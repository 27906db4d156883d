import type { MessageTable } from '@vip/ui';

export const CART_ES: MessageTable = {
  'booking.cart.amenity.meetAtGate': 'Recepción en la puerta de embarque',
  'booking.cart.amenity.fastTrackImmigration': 'Paso rápido por inmigración',
  'booking.cart.amenity.fastTrackSecurity': 'Paso rápido por el control de seguridad',
  'booking.cart.amenity.baggageAssistance': 'Asistencia con el equipaje',
  'booking.cart.amenity.escortToCar': 'Acompañamiento hasta su coche',
  'booking.cart.amenity.loungeAccess': 'Acceso exclusivo a la sala VIP',
  'booking.cart.amenity.tarmacTransfer': 'Traslado por pista',
  'booking.cart.amenity.privateSuite': 'Suite privada',
  'booking.cart.amenity.privateImmigration': 'Inmigración privada',
  'booking.cart.amenity.dedicatedSecurity': 'Control de seguridad exclusivo',
  'booking.cart.amenity.fineDining': 'Alta cocina',
  'booking.cart.amenity.chauffeurToAircraft': 'Chófer hasta el avión',
};
