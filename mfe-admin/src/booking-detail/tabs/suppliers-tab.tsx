import type { AdminBookingDetail, StaffSession } from '@vip/contracts';
import { ChauffeurSupplierHub } from '../../suppliers/chauffeur-supplier-hub';
import { VipSupplierSelectionHub } from '../../suppliers/vip-supplier-selection-hub';

/**
 * The suppliers tab of the booking detail modal (spec §2): the chauffeur vendor picker keyed by
 * airport code for chauffeur bookings, the VIP Supplier Selection Hub for meet-and-greet.
 */
export function SuppliersTab({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  if (booking.isChauffeur || !booking.service) {
    return <ChauffeurSupplierHub booking={booking} session={session} initialAirport={booking.transfer?.airportCode ?? booking.transferDetail?.airportCode ?? ''} />;
  }
  return <VipSupplierSelectionHub booking={booking} session={session} />;
}
