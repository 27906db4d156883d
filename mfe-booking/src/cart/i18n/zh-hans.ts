import type { MessageTable } from '@vip/ui';

export const CART_ZH_HANS: MessageTable = {
  'booking.cart.amenity.meetAtGate': '登机口迎接',
  'booking.cart.amenity.fastTrackImmigration': '入境快速通道',
  'booking.cart.amenity.fastTrackSecurity': '安检快速通道',
  'booking.cart.amenity.baggageAssistance': '行李协助',
  'booking.cart.amenity.escortToCar': '护送至您的座驾',
  'booking.cart.amenity.loungeAccess': '专属贵宾休息室',
  'booking.cart.amenity.tarmacTransfer': '停机坪接送',
  'booking.cart.amenity.privateSuite': '私人套房',
  'booking.cart.amenity.privateImmigration': '私人入境通道',
  'booking.cart.amenity.dedicatedSecurity': '专属安检',
  'booking.cart.amenity.fineDining': '精致餐饮',
  'booking.cart.amenity.chauffeurToAircraft': '专车送至飞机旁',
};
