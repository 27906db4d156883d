import type { AdminBookingDetail, StaffSession } from '@vip/contracts/schemas';
import { ReceiptsSection } from '../../receipts/receipts-section';
import { ChauffeurSupplierHub } from '../../suppliers/chauffeur-supplier-hub';
import { VipSupplierSelectionHub } from '../../suppliers/vip-supplier-selection-hub';

/**
 * The suppliers tab of the booking detail modal: the chauffeur vendor picker keyed by
 * airport code for chauffeur bookings, the VIP Supplier Selection Hub for meet-and-greet; then the booking's
 * supplier invoices and receipts.
 */
export function SuppliersTab({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  return (
    <>
      {booking.isChauffeur || !booking.service ? (
        <ChauffeurSupplierHub
          booking={booking}
          session={session}
          initialAirport={booking.transfer?.airportCode ?? booking.transferDetail?.airportCode ?? ''}
        />
      ) : (
        <VipSupplierSelectionHub booking={booking} session={session} />
      )}
      <ReceiptsSection booking={booking} session={session} />
    </>
  );
}
