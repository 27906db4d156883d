import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, AutoComplete, Button, Checkbox, Flex, Input, Modal, Radio, Select, Typography } from 'antd';
import {
  CHAUFFEUR_SUPPLIER_TYPES,
  SUPPLIER_BOOKING_METHODS,
  VEHICLE_TYPES,
  VEHICLE_TYPE_LABELS,
  chauffeurAirportCodesAppendSchema,
  chauffeurSupplierInputSchema,
  serverFieldErrors,
  type ChauffeurSupplier,
  type ChauffeurSupplierInput,
  type ChauffeurSupplierType,
  type StaffSession,
  type VehicleType,
} from '@vip/contracts';
import { errorMessage } from '../ui/error-message';
import { useChauffeurSuggestions, useSupplierMutations } from './api';

/** Create a supplier, update a chosen one, or add airport codes to a chosen one (spec §4 Supplier form). */
export type SupplierFormMode = 'create' | 'update' | 'append';

export const SUBMIT_LABELS: Record<SupplierFormMode, string> = {
  create: 'Create Supplier',
  update: 'Update Supplier',
  append: 'Append Airport Codes',
};

interface Draft {
  supplierName: string;
  airportCodes: string;
  phone: string;
  email: string;
  website: string;
  typeOfSupplier: ChauffeurSupplierType;
  preferredBookingMethod: string | null;
  vehiclesOffered: VehicleType[];
  isPreferred: boolean;
  flightsUnderCarTypeForVan: string;
  notes: string;
}

const emptyDraft = (airport?: string): Draft => ({
  supplierName: '',
  airportCodes: airport ?? '',
  phone: '',
  email: '',
  website: '',
  typeOfSupplier: 'Local',
  preferredBookingMethod: null,
  vehiclesOffered: ['sedan'],
  isPreferred: false,
  flightsUnderCarTypeForVan: '',
  notes: '',
});

const draftOf = (s: ChauffeurSupplier): Draft => ({
  supplierName: s.supplierName,
  airportCodes: s.airportCodes.join(', '),
  phone: s.phone ?? '',
  email: s.email ?? '',
  website: s.website ?? '',
  typeOfSupplier: (CHAUFFEUR_SUPPLIER_TYPES as readonly string[]).includes(s.typeOfSupplier) ? (s.typeOfSupplier as ChauffeurSupplierType) : 'Local',
  preferredBookingMethod: s.preferredBookingMethod,
  vehiclesOffered: s.vehiclesOffered,
  isPreferred: s.isPreferred,
  flightsUnderCarTypeForVan: s.flightsUnderCarTypeForVan ?? '',
  notes: s.notes ?? '',
});

/** Codes as typed: separated by commas or spaces; the server upper-cases and de-duplicates them too. */
export const parseAirportCodes = (text: string) => text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean);

const inputOf = (d: Draft): ChauffeurSupplierInput => ({
  supplierName: d.supplierName,
  airportCodes: parseAirportCodes(d.airportCodes),
  phone: d.phone || null,
  email: d.email || null,
  website: d.website || null,
  typeOfSupplier: d.typeOfSupplier,
  preferredBookingMethod: d.preferredBookingMethod,
  vehiclesOffered: d.vehiclesOffered,
  isPreferred: d.isPreferred,
  flightsUnderCarTypeForVan: d.flightsUnderCarTypeForVan || null,
  notes: d.notes || null,
});

/** Field errors by top-level field ('airportCodes.1' is an airportCodes error). */
function fieldErrorsOf(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[String(i.path[0] ?? 'form')] ??= []).push(i.message);
  return errors;
}


function Field({ id, label, error, help, children }: { id: string; label: string; error?: string; help?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help && !error && (
        <Typography.Text id={`${id}-help`} type="secondary" style={{ fontSize: 12 }}>
          {help}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text id={`${id}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

export interface ChauffeurSupplierFormProps {
  open: boolean;
  onClose: () => void;
  session: StaffSession;
  /** Prefills the airport codes of a new supplier (the airport being looked at). */
  airport?: string;
  /** Opens on an existing supplier, in update mode. */
  supplier?: ChauffeurSupplier | null;
}

/**
 * Add New Supplier: typing a name suggests existing suppliers; choosing one switches to appending
 * airport codes to it (or to updating it), so the same company is not created twice.
 */
export function ChauffeurSupplierForm({ open, onClose, session, airport, supplier }: ChauffeurSupplierFormProps) {
  const { notification } = App.useApp();
  const mutations = useSupplierMutations(session);
  const [existing, setExisting] = useState<ChauffeurSupplier | null>(supplier ?? null);
  const [mode, setMode] = useState<SupplierFormMode>(supplier ? 'update' : 'create');
  const [draft, setDraft] = useState<Draft>(supplier ? draftOf(supplier) : emptyDraft(airport));
  const [newCodes, setNewCodes] = useState(airport ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const suggestions = useChauffeurSuggestions(existing ? '' : draft.supplierName);

  // Each opening starts from what it was opened on.
  useEffect(() => {
    if (!open) return;
    setExisting(supplier ?? null);
    setMode(supplier ? 'update' : 'create');
    setDraft(supplier ? draftOf(supplier) : emptyDraft(airport));
    setNewCodes(airport ?? '');
    setErrors({});
    setFormError(null);
  }, [open, supplier, airport]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const error = (key: string) => errors[key]?.[0];
  const describedBy = (id: string, key: string) => (error(key) ? `${id}-error` : undefined);

  const choose = (id: string) => {
    const found = suggestions.data?.find((s) => s.id === id);
    if (!found) return;
    setExisting(found);
    setMode('append');
    setDraft(draftOf(found));
    setErrors({});
    setFormError(null);
  };
  const startOver = () => {
    setExisting(null);
    setMode('create');
    setDraft(emptyDraft(airport));
    setErrors({});
    setFormError(null);
  };

  const pending = mutations.createChauffeur.isPending || mutations.updateChauffeur.isPending || mutations.appendCodes.isPending;
  const failed = (e: unknown) => {
    const fields = serverFieldErrors(e);
    if (fields) setErrors(fields);
    setFormError(fields ? null : errorMessage(e));
  };
  const succeeded = (title: string) => () => {
    notification.success({ title });
    onClose();
  };

  const submit = () => {
    setFormError(null);
    if (mode === 'append') {
      const parsed = chauffeurAirportCodesAppendSchema.safeParse({ airportCodes: parseAirportCodes(newCodes) });
      if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
      setErrors({});
      mutations.appendCodes.mutate({ id: existing!.id, airportCodes: parsed.data.airportCodes }, { onSuccess: succeeded('Airport codes added'), onError: failed });
      return;
    }
    const input = inputOf(draft);
    const parsed = chauffeurSupplierInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    if (mode === 'update') mutations.updateChauffeur.mutate({ id: existing!.id, input }, { onSuccess: succeeded('Supplier updated'), onError: failed });
    else mutations.createChauffeur.mutate(input, { onSuccess: succeeded('Supplier created'), onError: failed });
  };

  const title = mode === 'create' ? 'Add New Supplier' : mode === 'update' ? `Update ${existing?.supplierName}` : `Append Airport Codes to ${existing?.supplierName}`;

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={pending} onClick={submit}>
          {SUBMIT_LABELS[mode]}
        </Button>,
      ]}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Flex vertical gap={12}>
          {formError && <Alert type="error" showIcon title={formError} />}
          <Field id="chauffeur-name" label="Supplier name" error={error('supplierName')} help={existing ? undefined : 'Choose an existing supplier from the suggestions to update it or add airport codes'}>
            {existing ? (
              <Input id="chauffeur-name" value={draft.supplierName} disabled={mode === 'append'} onChange={(e) => set('supplierName', e.target.value)} aria-describedby={describedBy('chauffeur-name', 'supplierName')} />
            ) : (
              <AutoComplete
                id="chauffeur-name"
                value={draft.supplierName}
                virtual={false}
                options={(suggestions.data ?? []).map((s) => ({ value: s.id, label: `${s.supplierName} (${s.airportCodes.join(', ')})` }))}
                onChange={(text) => {
                  // Choosing an option fires onChange with its id; onSelect handles that.
                  if (!suggestions.data?.some((s) => s.id === text)) set('supplierName', text);
                }}
                onSelect={(id: string) => choose(id)}
                // Enter here picks a suggestion; it must not submit the form as well.
                onKeyDown={(e) => {
                  if (e.key === 'Enter') e.preventDefault();
                }}
                aria-describedby={describedBy('chauffeur-name', 'supplierName') ?? 'chauffeur-name-help'}
                status={error('supplierName') ? 'error' : undefined}
              />
            )}
          </Field>
          {existing && (
            <Alert
              type="info"
              title={`${existing.supplierName} already exists (${existing.airportCodes.join(', ')}).`}
              description={
                <Flex vertical gap={8}>
                  <Radio.Group
                    aria-label="What to do with this supplier"
                    value={mode}
                    onChange={(e) => {
                      setMode(e.target.value as SupplierFormMode);
                      setErrors({});
                    }}
                    options={[
                      { value: 'append', label: 'Add airport codes' },
                      { value: 'update', label: 'Update its details' },
                    ]}
                  />
                  {!supplier && (
                    <Button size="small" onClick={startOver} style={{ alignSelf: 'start' }}>
                      Create a different supplier
                    </Button>
                  )}
                </Flex>
              }
            />
          )}
          {mode === 'append' ? (
            <Field id="chauffeur-new-codes" label="Airport codes to add" error={error('airportCodes')} help="Three-letter codes separated by commas, or ALL">
              <Input
                id="chauffeur-new-codes"
                value={newCodes}
                onChange={(e) => setNewCodes(e.target.value.toUpperCase())}
                status={error('airportCodes') ? 'error' : undefined}
                aria-describedby={describedBy('chauffeur-new-codes', 'airportCodes') ?? 'chauffeur-new-codes-help'}
              />
            </Field>
          ) : (
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
                help={draft.typeOfSupplier === 'Global' ? 'Optional for a Global supplier: none means all airports (ALL)' : 'Three-letter codes separated by commas, or ALL'}
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
                    <Input id="chauffeur-phone" value={draft.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="off" />
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
                <Input id="chauffeur-website" value={draft.website} onChange={(e) => set('website', e.target.value)} autoComplete="off" aria-describedby={describedBy('chauffeur-website', 'website')} />
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
                <Input id="chauffeur-van" value={draft.flightsUnderCarTypeForVan} placeholder="e.g. Van for 4 or more passengers" onChange={(e) => set('flightsUnderCarTypeForVan', e.target.value)} />
              </Field>
              <Field id="chauffeur-notes" label="Notes" error={error('notes')}>
                <Input.TextArea id="chauffeur-notes" rows={3} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
              </Field>
              <Checkbox checked={draft.isPreferred} onChange={(e) => set('isPreferred', e.target.checked)}>
                Preferred supplier
              </Checkbox>
            </>
          )}
          {/* Enter in a field submits, as in any form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Flex>
      </form>
    </Modal>
  );
}
