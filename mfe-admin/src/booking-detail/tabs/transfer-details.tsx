import { Descriptions } from 'antd';
import { TRANSFER_DIRECTION_LABELS, VEHICLE_TYPE_LABELS, type TransferDetail } from '@vip/contracts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A chauffeur transfer's service details (Vehicle Class, direction, places, costs). */
export function TransferDetails({ transfer }: { transfer: TransferDetail }) {
  return (
    <Descriptions
      size="small"
      column={2}
      items={[
        { key: 'service', label: 'Service', children: `Chauffeur ${TRANSFER_DIRECTION_LABELS[transfer.direction]}` },
        { key: 'vehicle', label: 'Vehicle Class', children: VEHICLE_TYPE_LABELS[transfer.vehicleType] ?? 'Standard' },
        { key: 'airport', label: 'Airport', children: transfer.airportCode },
        { key: 'when', label: 'Service date and time', children: `${transfer.serviceDate} ${transfer.serviceTime}` },
        { key: 'pickup', label: 'Pickup', children: transfer.pickupLocation ?? '—' },
        { key: 'dropoff', label: 'Drop-off', children: transfer.dropoffLocation ?? '—' },
        { key: 'pax', label: 'Passengers', children: transfer.passengers },
        { key: 'linked', label: 'Linked VIP booking', children: transfer.linkedBooking?.referenceCode ?? 'Standalone' },
        { key: 'base', label: 'Base service cost', children: usd.format(transfer.baseServiceCost) },
        ...transfer.additionalCostItems.map((item, i) => ({ key: `extra-${i}`, label: item.description, children: usd.format(item.amount) })),
        { key: 'total', label: 'Total', children: <strong>{usd.format(transfer.totalAmount)}</strong> },
      ]}
    />
  );
}
