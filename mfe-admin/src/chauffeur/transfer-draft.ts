import {
  TRANSFER_PASSENGERS,
  transferCreateSchema,
  type AdditionalCostItem,
  type AdminBooking,
  type AdminBookingDetail,
  type TransferCreateInput,
} from '@vip/contracts/schemas';
import { amount, passengers } from '../booking-detail/core-edit';

/** The Create Chauffeur Service form as it is being filled. */
export type TransferDraft = Required<
  Pick<
    TransferCreateInput,
    | 'contactName'
    | 'contactEmail'
    | 'serviceDate'
    | 'serviceTime'
    | 'direction'
    | 'airportCode'
    | 'passengers'
    | 'vehicleType'
    | 'serviceCost'
  >
> &
  Omit<TransferCreateInput, 'additionalCostItems'> & { additionalCostItems: AdditionalCostItem[] };

export const EMPTY_TRANSFER: TransferDraft = {
  linkedBookingId: null,
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  serviceDate: '',
  serviceTime: '',
  direction: 'pickup',
  airportCode: '',
  pickupLocation: '',
  dropoffLocation: '',
  passengers: 1,
  vehicleType: 'sedan',
  airline: '',
  flightNumber: '',
  terminal: '',
  flightTime: '',
  isTravelAgent: false,
  agencyName: '',
  bookerName: '',
  bookerEmail: '',
  bookerPhone: '',
  serviceCost: 0,
  additionalCostItems: [],
  specialRequests: '',
  internalNotes: '',
  driverName: '',
  driverPhone: '',
  assignedVehicleModel: '',
  assignedVehiclePlate: '',
};

/** Linking prefills what the VIP booking already knows; staff can change any of it. */
export function draftFromBooking(b: AdminBooking): TransferDraft {
  return {
    ...EMPTY_TRANSFER,
    linkedBookingId: b.id,
    contactName: b.contactName,
    contactEmail: b.contactEmail,
    contactPhone: b.contactPhone,
    serviceDate: b.flightDate,
    serviceTime: b.flightTime,
    // An arrival is met and driven away; a departure is driven to the airport.
    direction: b.service?.serviceType === 'departure' ? 'dropoff' : 'pickup',
    airportCode: b.service?.airport.code ?? '',
    flightNumber: b.flightNumber ?? '',
    flightTime: b.flightTime,
    passengers: Math.min(TRANSFER_PASSENGERS.max, Math.max(TRANSFER_PASSENGERS.min, b.adultCount + b.childCount)),
    isTravelAgent: b.isTravelAgent,
  };
}

/**
 * A travel agent's booking brings its agency and agent (the booking's detail has them, the board's list does not),
 * so the driver's details and the confirmation reach the agent too; what staff typed meanwhile stays.
 */
export function withAgencyOf(draft: TransferDraft, b: AdminBookingDetail): TransferDraft {
  const keep = (typed: string | null | undefined, booked: string | null) => (typed ? typed : (booked ?? ''));
  return {
    ...draft,
    agencyName: keep(draft.agencyName, b.agencyName ?? b.companyName),
    bookerName: keep(draft.bookerName, b.bookerName),
    bookerEmail: keep(draft.bookerEmail, b.bookerEmail),
    bookerPhone: keep(draft.bookerPhone, b.bookerPhone),
  };
}

/** The field errors of a draft, in the spec's words; empty when it can be sent. */
export function draftErrors(d: TransferDraft): Record<string, string> {
  const parsed = transferCreateSchema.safeParse(d);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export { amount, passengers };
