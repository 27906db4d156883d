import { AirlineHint, lastingNotification, PhoneInput } from '@vip/ui';
import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ArrowLeftOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Input, InputNumber, Modal, Radio, Select, Switch, Typography } from 'antd';
import { airlineOfFlight } from '@vip/contracts/airlines';
import { apiRequest, serverFieldErrors } from '@vip/contracts/http';
import { formatUsd } from '@vip/contracts/money';
import {
  CREATE_TRANSFER_DIRECTIONS,
  TRANSFER_PASSENGERS,
  TRANSFER_TEXT_LIMITS,
  TRANSFER_DIRECTION_LABELS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  airlineMissing,
  airportSchema,
  asPhoneCountry,
  type AdminBooking,
  type PhoneCountry,
  type StaffSession,
  type VehicleType,
} from '@vip/contracts/schemas';
import { RequireStaff } from '../auth/require-staff';
import { detailKeys, fetchBookingDetail } from '../booking-detail/api';
import { errorMessage } from '../ui/error-message';
import { SearchBox } from '../ui/search-box';
import { focusWhenShown } from '../ui/focus-when-shown';
import { useEmptiableNumbers } from '../ui/use-emptiable-numbers';
import { AdditionalCostsEditor } from './additional-costs-editor';
import { useCreateTransfer, useLinkableBookings } from './api';
import {
  EMPTY_TRANSFER,
  amount,
  draftErrors,
  draftFromBooking,
  passengers,
  withAgencyOf,
  type TransferDraft,
} from './transfer-draft';

const airportCountrySchema = airportSchema.pick({ countryCode: true });
const LINKED_BANNER_ID = 'transfer-linked';

/**
 * The country of the airport a code names (the catalog's GET /api/airports/{code}): phone numbers typed for a
 * transfer there are first read as that country's. Undefined while unknown; PhoneInput then uses the browser's region.
 */
function useAirportPhoneCountry(airportCode: string): PhoneCountry | undefined {
  const code = airportCode.trim().toUpperCase();
  const airport = useQuery({
    queryKey: [`/api/airports/${code}`, 'countryCode'],
    enabled: /^[A-Z]{3}$/.test(code),
    // An airport's country does not change; an unknown code stays unknown.
    staleTime: Infinity,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/airports/${encodeURIComponent(code)}`, { schema: airportCountrySchema, signal }),
  });
  return asPhoneCountry(airport.data?.countryCode);
}

/**
 * The airline a transfer records: the one its flight number names, else the one typed while the field is asked.
 * A hidden field's text (typed for an earlier flight number) is not sent.
 */
function transferAirline(draft: Pick<TransferDraft, 'airline' | 'flightNumber'>): string {
  const named = airlineOfFlight(draft.flightNumber);
  if (named) return named;
  return airlineMissing(undefined, draft.flightNumber) ? (draft.airline ?? '') : '';
}

/** /chauffeur-booking: Create Chauffeur Service, linked to a VIP booking or standalone. */
export function ChauffeurBookingPage() {
  return <RequireStaff>{(session) => <ChauffeurBooking session={session} />}</RequireStaff>;
}

type Step = { step: 'choose' } | { step: 'form'; mode: 'link' | 'standalone' };

function ChauffeurBooking({ session }: { session: StaffSession }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { notification } = App.useApp();
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [picking, setPicking] = useState(false);
  const [linked, setLinked] = useState<AdminBooking | null>(null);
  const [draft, setDraft] = useState<TransferDraft>(EMPTY_TRANSFER);

  const pick = (b: AdminBooking) => {
    setLinked(b);
    setDraft(draftFromBooking(b));
    setPicking(false);
    setStep({ step: 'form', mode: 'link' });
    // The dialog and its button are gone: focus goes to what was linked, the form follows it.
    focusWhenShown(`#${LINKED_BANNER_ID}`);
    if (b.isTravelAgent) fillAgency(b);
  };
  const fillAgency = (b: AdminBooking) =>
    client
      .fetchQuery({ queryKey: detailKeys.detail(b.id), queryFn: ({ signal }) => fetchBookingDetail(b.id, '', signal) })
      .then((detail) => setDraft((d) => (d.linkedBookingId === b.id ? withAgencyOf(d, detail) : d)))
      .catch((error: unknown) =>
        notification.warning({
          title: `The agency's details of ${b.referenceCode} could not be read`,
          description: `${errorMessage(error)} Enter them under Contact Information.`,
        }),
      );
  const changeMethod = () => {
    setLinked(null);
    setDraft(EMPTY_TRANSFER);
    setStep({ step: 'choose' });
  };

  return (
    <section style={{ maxWidth: 980, margin: '0 auto', padding: 24 }} aria-labelledby="chauffeur-title">
      <Button
        type="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={() => navigate('/admin/dashboard')}
        style={{ paddingLeft: 0 }}
      >
        Back to Dashboard
      </Button>
      <Typography.Title id="chauffeur-title" level={1} style={{ fontSize: 26 }}>
        Create Chauffeur Service
      </Typography.Title>
      {step.step === 'choose' ? (
        <Flex gap={16} wrap>
          <Card title="Link to Existing VIP Booking" style={{ flex: '1 1 300px' }}>
            <Typography.Paragraph>
              Add a chauffeur transfer to a meet-and-greet booking; its contact, airport, date and travellers are filled
              in for you.
            </Typography.Paragraph>
            <Button type="primary" icon={<LinkOutlined aria-hidden />} onClick={() => setPicking(true)}>
              Link to Existing VIP Booking
            </Button>
          </Card>
          <Card title="Create Standalone Chauffeur Service" style={{ flex: '1 1 300px' }}>
            <Typography.Paragraph>A transfer on its own, for a client without a VIP booking.</Typography.Paragraph>
            <Button
              onClick={() => {
                setDraft(EMPTY_TRANSFER);
                setStep({ step: 'form', mode: 'standalone' });
              }}
            >
              Create Standalone Chauffeur Service
            </Button>
          </Card>
        </Flex>
      ) : (
        <TransferForm
          session={session}
          mode={step.mode}
          linked={linked}
          draft={draft}
          onChange={setDraft}
          onChangeMethod={changeMethod}
        />
      )}
      <LinkBookingDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </section>
  );
}

/** The searchable dialog of VIP bookings a transfer can be linked to. */
function LinkBookingDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (b: AdminBooking) => void;
}) {
  const [q, setQ] = useState('');
  const results = useLinkableBookings(q, open);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Link to Existing VIP Booking" destroyOnHidden>
      <SearchBox
        placeholder="Search by reference, name, e-mail, phone or airport"
        aria-label="Search VIP bookings"
        onSearch={(v) => setQ(v.trim())}
        autoFocus
      />
      <div style={{ marginTop: 12, maxHeight: 360, overflowY: 'auto' }} aria-live="polite">
        {results.isPending && <Typography.Text type="secondary">Loading bookings...</Typography.Text>}
        {results.isError && (
          <Alert type="error" showIcon title="Could not load bookings" description={errorMessage(results.error)} />
        )}
        {results.data?.length === 0 && (
          <Typography.Text type="secondary">No VIP bookings match this search.</Typography.Text>
        )}
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="VIP bookings">
          {results.data?.map((b) => (
            <li key={b.id} style={{ borderBottom: '1px solid #f0f0f0', padding: '8px 0' }}>
              <Flex justify="space-between" align="center" gap={8}>
                <div>
                  <strong>{b.referenceCode}</strong> · {b.contactName}
                  <div style={{ fontSize: 13 }}>
                    {b.service?.name} · {b.service?.airport.code} · {b.flightDate} {b.flightTime}
                  </div>
                </div>
                <Button onClick={() => onPick(b)} aria-label={`Link ${b.referenceCode}`}>
                  Select
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

interface TransferFormProps {
  session: StaffSession;
  mode: 'link' | 'standalone';
  linked: AdminBooking | null;
  draft: TransferDraft;
  onChange: (d: TransferDraft) => void;
  onChangeMethod: () => void;
}

function TransferForm({ session, mode, linked, draft, onChange, onChangeMethod }: TransferFormProps) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateTransfer(session);
  const [shown, setShown] = useState<Record<string, string>>({});
  const set = <K extends keyof TransferDraft>(key: K, value: TransferDraft[K]) => onChange({ ...draft, [key]: value });
  const { numeric } = useEmptiableNumbers();
  const airportCountry = useAirportPhoneCountry(draft.airportCode);

  const submit = () => {
    const sent: TransferDraft = { ...draft, airline: transferAirline(draft) };
    const errors = draftErrors(sent);
    setShown(errors);
    if (Object.keys(errors).length > 0) {
      notification.error({ title: 'Please check the highlighted fields', description: Object.values(errors)[0] });
      return;
    }
    create.mutate(sent, {
      onSuccess: (created) => {
        // The board opens at once: the toast must outlive this page.
        lastingNotification().success({
          title: 'Chauffeur service created',
          description: `Reference ${created.referenceCode}, total ${formatUsd(created.totalAmount)}.`,
        });
        navigate('/admin/dashboard');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) setShown(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
        notification.error({ title: 'Could not create the chauffeur service', description: errorMessage(error) });
      },
    });
  };

  const field = (key: string, label: string, control: ReactNode, required = false) => {
    const error = shown[key];
    return (
      <Flex vertical gap={2} style={{ flex: '1 1 220px', minWidth: 200 }}>
        <label htmlFor={`transfer-${key}`}>
          {label}
          {required && <span aria-hidden> *</span>}
        </label>
        {control}
        {error && (
          <Typography.Text id={`transfer-${key}-error`} type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    );
  };
  const describedBy = (key: string, hint?: string) =>
    [shown[key] ? `transfer-${key}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;
  const input = (
    key: keyof TransferDraft,
    options: { required?: boolean; type?: string; upper?: boolean; hint?: string } = {},
  ) => (
    <Input
      id={`transfer-${key}`}
      type={options.type}
      maxLength={
        key in TRANSFER_TEXT_LIMITS ? TRANSFER_TEXT_LIMITS[key as keyof typeof TRANSFER_TEXT_LIMITS] : undefined
      }
      value={(draft[key] as string | undefined) ?? ''}
      status={shown[key] ? 'error' : undefined}
      aria-required={options.required || undefined}
      aria-invalid={shown[key] ? true : undefined}
      aria-describedby={describedBy(key, options.hint)}
      onChange={(e) => set(key, (options.upper ? e.target.value.toUpperCase() : e.target.value) as never)}
    />
  );
  const text = (
    key: keyof TransferDraft,
    label: string,
    options: { required?: boolean; type?: string; upper?: boolean } = {},
  ) => field(key, label, input(key, options), options.required);
  const phone = (key: 'contactPhone' | 'bookerPhone' | 'driverPhone', label: string) =>
    field(
      key,
      label,
      <PhoneInput
        id={`transfer-${key}`}
        countryLabel={`Country code for ${label}`}
        defaultCountry={airportCountry}
        // Staff type someone else's number: the browser's own would be wrong.
        autoComplete="off"
        value={draft[key]}
        status={shown[key] ? 'error' : undefined}
        aria-invalid={shown[key] ? true : undefined}
        aria-describedby={describedBy(key)}
        onChange={(value) => set(key, value)}
      />,
    );

  return (
    <Flex vertical gap={16}>
      {mode === 'link' && (
        <div id={LINKED_BANNER_ID} tabIndex={-1}>
          <Alert
            type="info"
            showIcon
            title={linked ? `Linked to ${linked.referenceCode} · ${linked.contactName}` : 'Linked to a VIP booking'}
            action={
              <Button size="small" onClick={onChangeMethod}>
                Change Creation Method
              </Button>
            }
          />
        </div>
      )}
      <Card title="Service Details">
        <Flex wrap gap={12}>
          {field(
            'direction',
            'Direction',
            <Radio.Group
              id="transfer-direction"
              value={draft.direction}
              onChange={(e) => set('direction', e.target.value)}
              optionType="button"
            >
              {CREATE_TRANSFER_DIRECTIONS.map((d) => (
                <Radio.Button key={d} value={d}>
                  {TRANSFER_DIRECTION_LABELS[d]}
                </Radio.Button>
              ))}
            </Radio.Group>,
            true,
          )}
          {text('airportCode', 'Airport code', { required: true, upper: true })}
          {text('serviceDate', 'Service date', { required: true, type: 'date' })}
          {text('serviceTime', 'Service time (local)', { required: true, type: 'time' })}
          {text('pickupLocation', 'Pickup location')}
          {text('dropoffLocation', 'Drop-off location')}
          {field(
            'passengers',
            'Passengers',
            <InputNumber
              id="transfer-passengers"
              min={TRANSFER_PASSENGERS.min}
              max={TRANSFER_PASSENGERS.max}
              step={1}
              {...numeric('passengers', draft.passengers, (v) =>
                set('passengers', Math.min(TRANSFER_PASSENGERS.max, passengers(v, TRANSFER_PASSENGERS.min))),
              )}
            />,
            true,
          )}
          {field(
            'serviceCost',
            'Base service cost (USD)',
            <InputNumber
              id="transfer-serviceCost"
              min={0}
              step={0.01}
              {...numeric('serviceCost', draft.serviceCost, (v) => set('serviceCost', amount(v)))}
            />,
            true,
          )}
        </Flex>
        <div style={{ marginTop: 12 }}>
          <AdditionalCostsEditor
            idPrefix="transfer"
            base={draft.serviceCost}
            items={draft.additionalCostItems}
            onChange={(items) => set('additionalCostItems', items)}
            invalidDescription={(i) => Boolean(shown[`additionalCostItems.${i}.description`])}
          />
        </div>
      </Card>
      <Card title="Contact Information">
        <Flex wrap gap={12}>
          {text('contactName', 'Contact name', { required: true })}
          {text('contactEmail', 'Contact email', { required: true, type: 'email' })}
          {phone('contactPhone', 'Contact phone')}
        </Flex>
        <Flex align="center" gap={8} style={{ marginTop: 12 }}>
          <Switch
            id="transfer-isTravelAgent"
            checked={draft.isTravelAgent ?? false}
            onChange={(v) => set('isTravelAgent', v)}
          />
          <label htmlFor="transfer-isTravelAgent">Booked by a travel agent</label>
        </Flex>
        {draft.isTravelAgent && (
          <Flex wrap gap={12} style={{ marginTop: 12 }}>
            {text('agencyName', 'Agency name')}
            {text('bookerName', 'Agent name')}
            {text('bookerEmail', 'Agent email', { type: 'email' })}
            {phone('bookerPhone', 'Agent phone')}
          </Flex>
        )}
        <Flex wrap gap={12} style={{ marginTop: 12 }}>
          {field(
            'specialRequests',
            'Special requests',
            <Input.TextArea
              id="transfer-specialRequests"
              rows={2}
              maxLength={TRANSFER_TEXT_LIMITS.specialRequests}
              value={draft.specialRequests ?? ''}
              onChange={(e) => set('specialRequests', e.target.value)}
            />,
          )}
          {field(
            'internalNotes',
            'Internal notes',
            <Input.TextArea
              id="transfer-internalNotes"
              rows={2}
              maxLength={TRANSFER_TEXT_LIMITS.internalNotes}
              value={draft.internalNotes ?? ''}
              onChange={(e) => set('internalNotes', e.target.value)}
            />,
          )}
        </Flex>
      </Card>
      <Card title="Flight Information (Optional)">
        <Flex wrap gap={12}>
          {field(
            'flightNumber',
            'Flight number',
            <>
              {input('flightNumber', { hint: 'transfer-flightNumber-airline' })}
              <div style={{ fontSize: 12 }}>
                <AirlineHint id="transfer-flightNumber-airline" flightNumber={draft.flightNumber} />
              </div>
            </>,
          )}
          {/* The flight number names the airline; asked only when it names none we know. */}
          {airlineMissing(undefined, draft.flightNumber) && text('airline', 'Airline')}
          {text('terminal', 'Terminal')}
          {text('flightTime', 'Flight time (local)', { type: 'time' })}
        </Flex>
      </Card>
      <Card title="Vehicle Details (Assignment)">
        <Flex wrap gap={12}>
          {field(
            'vehicleType',
            'Vehicle type',
            <Select
              id="transfer-vehicleType"
              value={draft.vehicleType}
              onChange={(v: VehicleType) => set('vehicleType', v)}
              options={VEHICLE_TYPES.map((v) => ({ value: v, label: VEHICLE_TYPE_LABELS[v] }))}
            />,
            true,
          )}
          {text('driverName', 'Driver name')}
          {phone('driverPhone', 'Driver phone')}
          {text('assignedVehicleModel', 'Vehicle make and model')}
          {text('assignedVehiclePlate', 'License plate')}
        </Flex>
      </Card>
      <Flex justify="end">
        <Button type="primary" size="large" onClick={submit} loading={create.isPending}>
          {create.isPending ? 'Creating Service...' : 'Create Chauffeur Service'}
        </Button>
      </Flex>
    </Flex>
  );
}
