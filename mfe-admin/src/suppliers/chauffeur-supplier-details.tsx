import { Checkbox, Flex, Input, Radio, Select } from 'antd';
import {
  CHAUFFEUR_SUPPLIER_TYPES,
  SUPPLIER_BOOKING_METHODS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  type ChauffeurSupplierType,
  type VehicleType,
} from '@vip/contracts/schemas';
import { PhoneInput } from '@vip/ui';
import { Field } from './form-field';
import type { ChauffeurSupplierFormState } from './use-chauffeur-supplier-form';

/** The supplier's details, for a new supplier or an update: type, airports, contacts, method, vehicles, notes. */
export function ChauffeurSupplierDetails({ form }: { form: ChauffeurSupplierFormState }) {
  const { draft, set, error, describedBy, setErrors } = form;
  return (
    <>
      <Flex vertical gap={2}>
        <span id="chauffeur-type-label">Type of supplier</span>
        <Radio.Group
          aria-labelledby="chauffeur-type-label"
          value={draft.typeOfSupplier}
          onChange={(e) => {
            set('typeOfSupplier', e.target.value as ChauffeurSupplierType);
            // The airport-code rule depends on the type: its message is stale now.
            setErrors(({ airportCodes: _stale, ...rest }) => rest);
          }}
          options={CHAUFFEUR_SUPPLIER_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </Flex>
      <Field
        id="chauffeur-codes"
        label="Airport codes"
        error={error('airportCodes')}
        help={
          draft.typeOfSupplier === 'Global'
            ? 'Optional for a Global supplier: none means all airports (ALL)'
            : 'Three-letter codes separated by commas, or ALL'
        }
      >
        <Input
          id="chauffeur-codes"
          value={draft.airportCodes}
          onChange={(e) => set('airportCodes', e.target.value.toUpperCase())}
          status={error('airportCodes') ? 'error' : undefined}
          aria-describedby={describedBy('chauffeur-codes', 'airportCodes') ?? 'chauffeur-codes-help'}
        />
      </Field>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 200px' }}>
          <Field id="chauffeur-phone" label="Phone" error={error('phone')}>
            <PhoneInput
              id="chauffeur-phone"
              countryLabel="Country code for Phone"
              value={draft.phone}
              onChange={(value) => set('phone', value)}
              autoComplete="off"
              status={error('phone') ? 'error' : undefined}
              aria-describedby={describedBy('chauffeur-phone', 'phone')}
            />
          </Field>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <Field id="chauffeur-email" label="Email" error={error('email')}>
            <Input
              id="chauffeur-email"
              type="email"
              value={draft.email}
              onChange={(e) => set('email', e.target.value)}
              autoComplete="off"
              status={error('email') ? 'error' : undefined}
              aria-describedby={describedBy('chauffeur-email', 'email')}
            />
          </Field>
        </div>
      </Flex>
      <Field id="chauffeur-website" label="Website" error={error('website')}>
        <Input
          id="chauffeur-website"
          value={draft.website}
          onChange={(e) => set('website', e.target.value)}
          autoComplete="off"
          aria-describedby={describedBy('chauffeur-website', 'website')}
        />
      </Field>
      <Flex vertical gap={2}>
        <label id="chauffeur-method-label" htmlFor="chauffeur-method">
          Preferred booking method
        </label>
        <Select
          id="chauffeur-method"
          aria-labelledby="chauffeur-method-label"
          allowClear
          placeholder="Choose a method"
          value={draft.preferredBookingMethod ?? undefined}
          options={SUPPLIER_BOOKING_METHODS.map((m) => ({ value: m, label: m }))}
          onChange={(v?: string) => set('preferredBookingMethod', v ?? null)}
        />
      </Flex>
      <Flex vertical gap={2}>
        <span id="chauffeur-vehicles-label">Vehicles offered</span>
        <Checkbox.Group
          aria-labelledby="chauffeur-vehicles-label"
          value={draft.vehiclesOffered}
          onChange={(v) => set('vehiclesOffered', v as VehicleType[])}
          options={VEHICLE_TYPES.map((v) => ({ value: v, label: VEHICLE_TYPE_LABELS[v] }))}
        />
      </Flex>
      <Field id="chauffeur-van" label="When a van is needed" error={error('flightsUnderCarTypeForVan')}>
        <Input
          id="chauffeur-van"
          value={draft.flightsUnderCarTypeForVan}
          placeholder="e.g. Van for 4 or more passengers"
          onChange={(e) => set('flightsUnderCarTypeForVan', e.target.value)}
        />
      </Field>
      <Field id="chauffeur-notes" label="Notes" error={error('notes')}>
        <Input.TextArea
          id="chauffeur-notes"
          rows={3}
          value={draft.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </Field>
      <Checkbox checked={draft.isPreferred} onChange={(e) => set('isPreferred', e.target.checked)}>
        Preferred supplier
      </Checkbox>
    </>
  );
}
