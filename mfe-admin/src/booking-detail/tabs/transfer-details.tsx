import type { ReactNode } from 'react';
import { Checkbox, Descriptions, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import {
  OPERATIONS_TEXT_LIMITS,
  OPERATIONAL_STATUSES,
  OPERATIONAL_STATUS_LABELS,
  SUPPLIER_CONFIRMATION_STATUSES,
  SUPPLIER_CONFIRMATION_STATUS_LABELS,
  type OperationalStatus,
  type SupplierConfirmationStatus,
  TRANSFER_DIRECTIONS,
  TRANSFER_DIRECTION_LABELS,
  TRANSFER_PASSENGERS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  type AdditionalCostItem,
  type TransferDetail,
  type TransferDirection,
  type VehicleType,
} from '@vip/contracts/schemas';
import { AdditionalCostsEditor } from '../../chauffeur/additional-costs-editor';
import { useEmptiableNumbers } from '../../ui/use-emptiable-numbers';
import { amount, passengers } from '../core-edit';
import type { OpsDraft } from './operations-edit';

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
        { key: 'pickupTime', label: 'Pickup time', children: transfer.pickupTime ?? '—' },
        { key: 'gratuity', label: 'Gratuity', children: transfer.gratuityIncluded ? 'Included' : 'Not included' },
        {
          key: 'supplierConfirmation',
          label: 'Supplier confirmation',
          children: SUPPLIER_CONFIRMATION_STATUS_LABELS[transfer.supplierConfirmationStatus],
        },
        {
          key: 'operational',
          label: 'Operational status',
          children: OPERATIONAL_STATUS_LABELS[transfer.operationalStatus],
        },
        { key: 'base', label: 'Base service cost', children: formatUsd(transfer.baseServiceCost) },
        ...transfer.additionalCostItems.map((item, i) => ({
          key: `extra-${i}`,
          label: item.description,
          children: formatUsd(item.amount),
        })),
        { key: 'total', label: 'Total', children: <strong>{formatUsd(transfer.totalAmount)}</strong> },
      ]}
    />
  );
}

/**
 * The edit form offers pickup, drop-off, hourly and point to point. A transfer created as a
 * round trip keeps that option, so opening and saving it never changes its direction by itself.
 */
function editDirections(saved: TransferDirection): TransferDirection[] {
  return TRANSFER_DIRECTIONS.filter((d) => d !== 'roundtrip' || saved === 'roundtrip');
}

export interface TransferEditFieldsProps {
  /** The transfer as loaded; its values fill any draft field that is missing. */
  transfer: TransferDetail;
  draft: OpsDraft;
  onChange: (draft: OpsDraft) => void;
  errors: Record<string, string[]>;
}

/**
 * Direction, places, passengers, vehicle type and costs of a chauffeur transfer in edit mode (saved with the operations
 * draft).
 */
export function TransferEditFields({ transfer, draft, onChange, errors }: TransferEditFieldsProps) {
  const set = <K extends keyof OpsDraft>(key: K, value: OpsDraft[K]) => onChange({ ...draft, [key]: value });
  const items = draft.additionalCostItems ?? transfer.additionalCostItems;
  const setItems = (next: AdditionalCostItem[]) => set('additionalCostItems', next);
  const base = draft.baseServiceCost ?? transfer.baseServiceCost;

  const { numeric } = useEmptiableNumbers();

  const field = (key: keyof OpsDraft, label: string, control: ReactNode, minWidth = 180) => {
    const id = `transfer-edit-${key}`;
    const error = errors[key]?.[0];
    return (
      <Flex vertical gap={2} key={key} style={{ minWidth, flex: `1 1 ${minWidth}px` }}>
        <label htmlFor={id}>{label}</label>
        {control}
        {error && (
          <Typography.Text id={`${id}-error`} type="danger">
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const described = (key: keyof OpsDraft) =>
    errors[key]?.[0] ? { status: 'error' as const, 'aria-describedby': `transfer-edit-${key}-error` } : {};
  const location = (key: 'pickupLocation' | 'dropoffLocation', label: string) =>
    field(
      key,
      label,
      <Input
        id={`transfer-edit-${key}`}
        maxLength={OPERATIONS_TEXT_LIMITS[key]}
        value={draft[key] ?? ''}
        onChange={(e) => set(key, e.target.value || null)}
        {...described(key)}
      />,
      220,
    );

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12}>
        {field(
          'transferDirection',
          'Direction',
          <Select
            id="transfer-edit-transferDirection"
            value={draft.transferDirection ?? transfer.direction}
            onChange={(v: TransferDirection) => set('transferDirection', v)}
            options={editDirections(transfer.direction).map((d) => ({ value: d, label: TRANSFER_DIRECTION_LABELS[d] }))}
            {...described('transferDirection')}
          />,
        )}
        {field(
          'vehicleType',
          'Vehicle type',
          <Select
            id="transfer-edit-vehicleType"
            value={draft.vehicleType ?? transfer.vehicleType}
            onChange={(v: VehicleType) => set('vehicleType', v)}
            options={VEHICLE_TYPES.map((v) => ({ value: v, label: VEHICLE_TYPE_LABELS[v] }))}
            {...described('vehicleType')}
          />,
          140,
        )}
        {field(
          'passengers',
          'Passengers',
          <InputNumber
            id="transfer-edit-passengers"
            min={TRANSFER_PASSENGERS.min}
            max={TRANSFER_PASSENGERS.max}
            step={1}
            precision={0}
            {...numeric('passengers', draft.passengers ?? transfer.passengers, (v) =>
              set('passengers', Math.min(TRANSFER_PASSENGERS.max, passengers(v, TRANSFER_PASSENGERS.min))),
            )}
            {...described('passengers')}
          />,
          120,
        )}
      </Flex>
      <Flex wrap gap={12}>
        {location('pickupLocation', 'Pickup location')}
        {location('dropoffLocation', 'Drop-off location')}
        {field(
          'baseServiceCost',
          'Base service cost (USD)',
          <InputNumber
            id="transfer-edit-baseServiceCost"
            min={0}
            step={0.01}
            {...numeric('baseServiceCost', base, (v) => set('baseServiceCost', amount(v)))}
            {...described('baseServiceCost')}
          />,
          160,
        )}
      </Flex>
      <Flex wrap gap={12} align="end">
        {field(
          'pickupTime',
          'Pickup time (local)',
          <Input
            id="transfer-edit-pickupTime"
            type="time"
            value={draft.pickupTime ?? transfer.pickupTime ?? ''}
            onChange={(e) => set('pickupTime', e.target.value || null)}
            {...described('pickupTime')}
          />,
          140,
        )}
        {field(
          'supplierConfirmationStatus',
          'Supplier confirmation',
          <Select
            id="transfer-edit-supplierConfirmationStatus"
            value={draft.supplierConfirmationStatus ?? transfer.supplierConfirmationStatus}
            onChange={(v: SupplierConfirmationStatus) => set('supplierConfirmationStatus', v)}
            options={SUPPLIER_CONFIRMATION_STATUSES.map((v) => ({
              value: v,
              label: SUPPLIER_CONFIRMATION_STATUS_LABELS[v],
            }))}
          />,
          160,
        )}
        {field(
          'operationalStatus',
          'Operational status',
          <Select
            id="transfer-edit-operationalStatus"
            value={draft.operationalStatus ?? transfer.operationalStatus}
            onChange={(v: OperationalStatus) => set('operationalStatus', v)}
            options={OPERATIONAL_STATUSES.map((v) => ({ value: v, label: OPERATIONAL_STATUS_LABELS[v] }))}
          />,
          180,
        )}
        <Checkbox
          checked={draft.gratuityIncluded ?? transfer.gratuityIncluded}
          onChange={(e) => set('gratuityIncluded', e.target.checked)}
        >
          Gratuity included
        </Checkbox>
      </Flex>
      <AdditionalCostsEditor
        idPrefix="transfer-edit"
        base={base}
        items={items}
        onChange={setItems}
        error={errors.additionalCostItems?.[0]}
      />
    </Flex>
  );
}
