import { App, Descriptions, Flex, Input, InputNumber, Switch } from 'antd';
import { bookingAirline } from '@vip/contracts/airlines';
import { CURRENCY_MINOR_DIGITS } from '@vip/contracts/display-currency';
import { formatUsd } from '@vip/contracts/money';
import {
  formatPhoneNumber,
  type AdminBookingDetail,
  type DisplayPrice,
  type StaffSession,
  BOOKING_TEXT_LIMITS,
} from '@vip/contracts/schemas';
import { ADMIN_STATUS_LABELS, STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { errorMessage } from '../ui/error-message';
import { languageLabel } from '../ui/language-label';
import { useDetailMutations } from './api';
import { Comments, History } from './booking-notes';
import { CoreFieldsForm } from './core-fields-form';
import { DetailSection as Section } from './detail-section';
import { PartnerBooking } from '../partners/partner-booking';
import { TransferDetails } from './tabs/transfer-details';
import type { BookingEdit } from './use-booking-edit';
import { when } from './when';

/** What the traveller saw in their currency at request time, for staff: an estimate, the charge being the total. */
export function travellerSawText(price: DisplayPrice): string {
  const digits = CURRENCY_MINOR_DIGITS[price.currency];
  const amount = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price.totalMinorUnits / 10 ** digits);
  return `${amount} (estimate at 1 ${price.currency} = ${price.rateToUsd} USD)`;
}

/** The price parts the breakdown lists when they are not zero. */
const PRICE_PARTS: Array<
  [Exclude<keyof AdminBookingDetail['priceBreakdown'], 'basePrice' | 'discount' | 'totalPrice'>, string]
> = [
  ['adultFeeTotal', 'Extra adults'],
  ['childFeeTotal', 'Extra children'],
  ['additionalGreeterFee', 'Additional greeters'],
  ['afterHoursFee', 'After-hours fee'],
  ['lastMinuteFee', 'Last-minute fee'],
  ['porterCost', 'Porter'],
];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Party': '1 adult', '2 adults, 1 child'. */
export function partyOf(adults: number, children: number): string {
  return [count(adults, 'adult', 'adults'), ...(children > 0 ? [count(children, 'child', 'children')] : [])].join(', ');
}

export interface DetailsTabProps {
  booking: AdminBookingDetail;
  session: StaffSession;
  edit: BookingEdit;
}

/** The Details tab: summary, customer, third party, service, porter, money, flight, notes, comments, history. */
export function DetailsTab({ booking, session, edit }: DetailsTabProps) {
  const { notification } = App.useApp();
  const mutations = useDetailMutations(booking.id, session);
  const agentWord = booking.bookerRole === 'executive-assistant' ? 'Assistant' : 'Agent';
  const meetAndGreet = !booking.isChauffeur;
  return (
    <Flex vertical gap={16}>
      {edit.editing && (
        <Section title="Booking details">
          <CoreFieldsForm
            booking={booking}
            session={session}
            draft={edit.core}
            onChange={edit.setCore}
            previousPorterCost={booking.porterCost}
            meetAndGreet={meetAndGreet}
            errors={edit.fieldErrors}
          />
        </Section>
      )}
      {booking.partner && <PartnerBooking partner={booking.partner} />}
      <Section title="Booking Summary">
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'ref', label: 'Reference', children: booking.referenceCode },
            { key: 'status', label: 'Status', children: ADMIN_STATUS_LABELS[booking.adminStatus] },
            { key: 'created', label: 'Requested', children: when.format(new Date(booking.createdAt)) },
            { key: 'total', label: 'Total', children: formatUsd(booking.totalPrice) },
          ]}
        />
      </Section>
      <Section title="Customer Information">
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'name', label: 'Name', children: booking.contactName },
            { key: 'email', label: 'Email', children: booking.contactEmail },
            { key: 'phone', label: 'Phone', children: formatPhoneNumber(booking.contactPhone) },
            { key: 'company', label: 'Company', children: booking.companyName ?? '—' },
            { key: 'travellers', label: 'Travelers', children: booking.travelerNames.join(', ') || '—' },
            { key: 'pax', label: 'Party', children: partyOf(booking.adultCount, booking.childCount) },
            ...(booking.locale
              ? [{ key: 'language', label: 'Language', children: languageLabel(booking.locale) }]
              : []),
          ]}
        />
      </Section>
      {/* The spec shows this for agent bookings (travel agents, and executive assistants relabelled). It is
          shown for every booking made for someone else: for a family member or another booker it is the
          only place staff find who asked and how to reach them. */}
      {booking.bookerRole && (
        <Section title="Third Party Booking Information">
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: 'role',
                label: 'Booked by',
                children: booking.isTravelAgent
                  ? 'Travel Agent'
                  : booking.bookerRole === 'executive-assistant'
                    ? 'Executive Assistant'
                    : booking.bookerRole,
              },
              ...(booking.relationshipToTraveler
                ? [{ key: 'relationship', label: 'Relationship to traveler', children: booking.relationshipToTraveler }]
                : []),
              ...(booking.agencyName ? [{ key: 'agency', label: 'Agency', children: booking.agencyName }] : []),
              { key: 'name', label: `${agentWord} Name`, children: booking.bookerName ?? '—' },
              { key: 'email', label: `${agentWord} Email`, children: booking.bookerEmail ?? '—' },
              { key: 'phone', label: `${agentWord} Phone`, children: formatPhoneNumber(booking.bookerPhone) ?? '—' },
            ]}
          />
        </Section>
      )}
      <Section title="Service Details">
        {booking.service ? (
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'service', label: 'Service', children: booking.service.name },
              { key: 'level', label: 'Level', children: STAFF_LEVEL_LABELS[booking.service.serviceLevel] },
              { key: 'type', label: 'Type', children: booking.service.serviceType },
              {
                key: 'airport',
                label: 'Airport',
                children: `${booking.service.airport.name} (${booking.service.airport.code})`,
              },
            ]}
          />
        ) : (
          booking.transferDetail && <TransferDetails transfer={booking.transferDetail} />
        )}
      </Section>
      {meetAndGreet && (
        <Section title="Porter Service">
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'porter', label: 'Porter', children: booking.porterSelected ? 'Selected' : 'Not selected' },
              { key: 'cost', label: 'Porter cost', children: formatUsd(booking.priceBreakdown.porterCost) },
            ]}
          />
        </Section>
      )}
      <Section title="Financial Breakdown">
        {/* The base and the total always; the other parts only when they add (or take off) something. */}
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'base', label: 'Base price', children: formatUsd(booking.priceBreakdown.basePrice) },
            ...PRICE_PARTS.filter(([key]) => booking.priceBreakdown[key] !== 0).map(([key, label]) => ({
              key,
              label,
              children: formatUsd(booking.priceBreakdown[key]),
            })),
            ...(booking.priceBreakdown.discount !== 0
              ? [{ key: 'discount', label: 'Discount', children: `−${formatUsd(booking.priceBreakdown.discount)}` }]
              : []),
            { key: 'total', label: 'Total', children: <strong>{formatUsd(booking.priceBreakdown.totalPrice)}</strong> },
            ...(booking.displayPrice
              ? [{ key: 'displayPrice', label: 'Traveller saw', children: travellerSawText(booking.displayPrice) }]
              : []),
          ]}
        />
        <Flex align="center" gap={8} style={{ marginTop: 8 }}>
          <label htmlFor="cancellation-hours">Cancellation policy (hours before service)</label>
          <InputNumber
            id="cancellation-hours"
            min={0}
            max={168}
            step={1}
            defaultValue={booking.cancellationPolicyHours}
            onChange={(value) => {
              // Saved on every valid change; other values are not sent.
              if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 168)
                mutations.cancellationPolicy.mutate(value);
            }}
          />
        </Flex>
      </Section>
      {meetAndGreet && (
        <Section title="Flight Information">
          <Descriptions
            size="small"
            column={2}
            items={[
              // Bookings made before the airline was named from the flight number have none stored.
              ...(bookingAirline(booking.airline, booking.flightNumber)
                ? [
                    {
                      key: 'airline',
                      label: 'Airline',
                      children: bookingAirline(booking.airline, booking.flightNumber),
                    },
                  ]
                : []),
              { key: 'flight', label: 'Flight number', children: booking.flightNumber ?? '—' },
              { key: 'date', label: 'Date', children: booking.flightDate },
              { key: 'time', label: 'Time (local)', children: booking.flightTime },
              { key: 'terminal', label: 'Terminal', children: booking.terminal ?? '—' },
              ...(booking.departureFlightNumber
                ? [
                    {
                      key: 'dep',
                      label: 'Departure flight',
                      children: [booking.departureAirline, booking.departureFlightNumber].filter(Boolean).join(' '),
                    },
                  ]
                : []),
            ]}
          />
        </Section>
      )}
      <Section title="Special Requests and Internal Notes">
        {edit.editing ? (
          <Flex vertical gap={8}>
            <label htmlFor="special-requests">Special requests</label>
            <Input.TextArea
              id="special-requests"
              rows={2}
              maxLength={BOOKING_TEXT_LIMITS.specialRequests}
              value={edit.notes.specialRequests ?? ''}
              onChange={(e) => edit.setNotes((d) => ({ ...d, specialRequests: e.target.value }))}
            />
            <label htmlFor="internal-notes">Internal notes</label>
            <Input.TextArea
              id="internal-notes"
              rows={3}
              maxLength={BOOKING_TEXT_LIMITS.internalNotes}
              value={edit.notes.internalNotes ?? ''}
              onChange={(e) => edit.setNotes((d) => ({ ...d, internalNotes: e.target.value }))}
            />
            <Flex align="center" gap={8}>
              <Switch
                id="escalation"
                checked={edit.notes.escalationFlag ?? false}
                onChange={(v) => edit.setNotes((d) => ({ ...d, escalationFlag: v }))}
              />
              <label htmlFor="escalation">Escalated</label>
            </Flex>
          </Flex>
        ) : (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'requests', label: 'Special requests', children: booking.specialRequests ?? '—' },
              { key: 'notes', label: 'Internal notes', children: booking.internalNotes ?? '—' },
            ]}
          />
        )}
      </Section>
      <Comments
        booking={booking}
        onAdd={(c, done) =>
          mutations.comment.mutate(c, {
            onSuccess: done,
            onError: (e) => notification.error({ title: 'Could not add the comment', description: errorMessage(e) }),
          })
        }
        sending={mutations.comment.isPending}
      />
      <History bookingId={booking.id} />
    </Flex>
  );
}
