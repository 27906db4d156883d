import type { MessageTable } from '@vip/ui';

export const CART_AR: MessageTable = {
  'booking.cart.amenity.meetAtGate': 'الاستقبال عند البوابة',
  'booking.cart.amenity.fastTrackImmigration': 'مسار سريع للجوازات',
  'booking.cart.amenity.fastTrackSecurity': 'مسار سريع للتفتيش الأمني',
  'booking.cart.amenity.baggageAssistance': 'المساعدة في الأمتعة',
  'booking.cart.amenity.escortToCar': 'المرافقة حتى سيارتك',
  'booking.cart.amenity.loungeAccess': 'دخول حصري إلى الصالة',
  'booking.cart.amenity.tarmacTransfer': 'النقل على المدرج',
  'booking.cart.amenity.privateSuite': 'جناح خاص',
  'booking.cart.amenity.privateImmigration': 'إجراءات جوازات خاصة',
  'booking.cart.amenity.dedicatedSecurity': 'تفتيش أمني مخصص',
  'booking.cart.amenity.fineDining': 'مأكولات فاخرة',
  'booking.cart.amenity.chauffeurToAircraft': 'سائق حتى الطائرة',
};
