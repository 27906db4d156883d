import { Checkbox, Col, Input, InputNumber, Row, Select } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import {
  BOOKING_TEXT_LIMITS as LIMITS,
  airlineMissing,
  type AdminBookingDetail,
  type StaffSession,
} from '@vip/contracts/schemas';
import { STAFF_LEVEL_LABELS, TRAVELLER_LIMITS } from '@vip/contracts/vocabulary';
import { AirlineHint, PhoneInput } from '@vip/ui';
import { useServiceOptions } from './api';
import { PricePreview } from './price-preview';
import { useEmptiableNumbers } from '../ui/use-emptiable-numbers';
import { amount, passengers, pricingChange, withFlightNumber, withPorter, type CoreDraft } from './core-edit';

export interface CoreFieldsFormProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  draft: CoreDraft;
  onChange: (draft: CoreDraft) => void;
  /** The porter cost before editing, restored when the porter is ticked again. */
  previousPorterCost: number;
  meetAndGreet: boolean;
  errors: Record<string, string[]>;
}

/**
 * Contact, flight, travellers, porter and the service in edit mode; svc-booking keeps them. A change of what
 * prices the booking shows the old and new total before Save.
 */
export function CoreFieldsForm({
  booking,
  session,
  draft,
  onChange,
  previousPorterCost,
  meetAndGreet,
  errors,
}: CoreFieldsFormProps) {
  const options = useServiceOptions(booking.id, meetAndGreet && booking.bookingId !== null);
  const set = <K extends keyof CoreDraft>(key: K, value: CoreDraft[K]) => onChange({ ...draft, [key]: value });
  const { numeric } = useEmptiableNumbers();
  const field = (key: keyof CoreDraft, label: string, input: React.ReactNode) => (
    <Col xs={24} md={12}>
      <label htmlFor={`edit-${key}`} style={{ display: 'block', fontSize: 13 }}>
        {label}
      </label>
      {input}
      {errors[key]?.map((e) => (
        <div key={e} role="alert" style={{ color: '#cf1322', fontSize: 12 }}>
          {e}
        </div>
      ))}
    </Col>
  );
  return (
    <Row gutter={[12, 8]}>
      {field(
        'contactName',
        'Contact name',
        <Input
          id="edit-contactName"
          maxLength={LIMITS.personName}
          value={draft.contactName}
          onChange={(e) => set('contactName', e.target.value)}
        />,
      )}
      {field(
        'contactEmail',
        'Contact email',
        <Input
          id="edit-contactEmail"
          type="email"
          maxLength={LIMITS.email}
          value={draft.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
        />,
      )}
      {field(
        'contactPhone',
        'Contact phone',
        <PhoneInput
          id="edit-contactPhone"
          countryLabel="Country code for Contact phone"
          value={draft.contactPhone}
          onChange={(value) => set('contactPhone', value)}
        />,
      )}
      {field(
        'adultCount',
        'Adults',
        <InputNumber
          id="edit-adultCount"
          min={TRAVELLER_LIMITS.adultsMin}
          max={TRAVELLER_LIMITS.adultsMax}
          step={1}
          {...numeric('adultCount', draft.adultCount, (v) =>
            set('adultCount', passengers(v, TRAVELLER_LIMITS.adultsMin)),
          )}
        />,
      )}
      {field(
        'childCount',
        'Children',
        <InputNumber
          id="edit-childCount"
          min={TRAVELLER_LIMITS.childrenMin}
          max={TRAVELLER_LIMITS.childrenMax}
          step={1}
          {...numeric('childCount', draft.childCount, (v) =>
            set('childCount', passengers(v, TRAVELLER_LIMITS.childrenMin)),
          )}
        />,
      )}
      {meetAndGreet && (
        <>
          {booking.service &&
            field(
              'serviceId',
              'Service',
              <Select
                id="edit-serviceId"
                style={{ width: '100%' }}
                value={draft.serviceId ?? undefined}
                loading={options.isPending}
                status={options.isError ? 'error' : undefined}
                onChange={(serviceId: number) => set('serviceId', serviceId)}
                options={(
                  options.data ?? [
                    {
                      id: booking.service.id,
                      name: booking.service.name,
                      serviceLevel: booking.service.serviceLevel,
                      serviceType: booking.service.serviceType,
                      totalPrice: null,
                    },
                  ]
                ).map((o) => ({
                  value: o.id,
                  label: `${o.name} (${STAFF_LEVEL_LABELS[o.serviceLevel]})${o.totalPrice !== null ? ` · ${formatUsd(o.totalPrice)} for this party` : ''}`,
                }))}
              />,
            )}
          {field(
            'flightNumber',
            'Flight number',
            <>
              <Input
                id="edit-flightNumber"
                maxLength={LIMITS.flightNumber}
                value={draft.flightNumber}
                aria-describedby="edit-flightNumber-airline"
                onChange={(e) => onChange(withFlightNumber(draft, e.target.value))}
              />
              <div style={{ fontSize: 12 }}>
                <AirlineHint id="edit-flightNumber-airline" flightNumber={draft.flightNumber} />
              </div>
            </>,
          )}
          {/* The flight number names the airline; asked only when it names none we know. */}
          {airlineMissing(undefined, draft.flightNumber) &&
            field(
              'airline',
              'Airline',
              <Input
                id="edit-airline"
                maxLength={LIMITS.airline}
                value={draft.airline ?? ''}
                onChange={(e) => set('airline', e.target.value || null)}
              />,
            )}
          {field(
            'flightDate',
            'Flight date',
            <Input
              id="edit-flightDate"
              type="date"
              value={draft.flightDate}
              onChange={(e) => set('flightDate', e.target.value)}
            />,
          )}
          {field(
            'flightTime',
            'Flight time (local)',
            <Input
              id="edit-flightTime"
              type="time"
              value={draft.flightTime}
              onChange={(e) => set('flightTime', e.target.value)}
            />,
          )}
          {field(
            'terminal',
            'Terminal',
            <Input
              id="edit-terminal"
              maxLength={LIMITS.terminal}
              value={draft.terminal ?? ''}
              onChange={(e) => set('terminal', e.target.value || null)}
            />,
          )}
          <Col xs={24} md={12}>
            <Checkbox
              checked={draft.porterSelected}
              onChange={(e) => onChange(withPorter(draft, e.target.checked, previousPorterCost))}
            >
              Porter service
            </Checkbox>
          </Col>
          {field(
            'porterCost',
            'Porter cost (USD)',
            <InputNumber
              id="edit-porterCost"
              min={0}
              step={0.01}
              precision={2}
              disabled={!draft.porterSelected}
              {...numeric('porterCost', draft.porterCost, (v) => set('porterCost', amount(v)))}
            />,
          )}
        </>
      )}
      {meetAndGreet && booking.bookingId !== null && (
        <Col span={24}>
          <PricePreview booking={booking} change={pricingChange(booking, draft)} session={session} />
        </Col>
      )}
    </Row>
  );
}
