import { useEffect, useState } from 'react';
import { App } from 'antd';
import { serverFieldErrors } from '@vip/contracts/http';
import {
  chauffeurAirportCodesAppendSchema,
  chauffeurSupplierInputSchema,
  type ChauffeurSupplier,
  type StaffSession,
} from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { useChauffeurSuggestions, useSupplierMutations } from './api';
import {
  draftOf,
  emptyDraft,
  fieldErrorsOf,
  inputOf,
  parseAirportCodes,
  type Draft,
  type SupplierFormMode,
} from './chauffeur-supplier-draft';

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
 * The supplier form's state and submit: the draft, the mode (create, update, append codes), suggestions of
 * existing suppliers by name, checks against the contract before anything is sent, and the server's field
 * errors put back on their fields.
 */
export function useChauffeurSupplierForm({ open, onClose, session, airport, supplier }: ChauffeurSupplierFormProps) {
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

  const pending =
    mutations.createChauffeur.isPending || mutations.updateChauffeur.isPending || mutations.appendCodes.isPending;
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
      mutations.appendCodes.mutate(
        { id: existing!.id, airportCodes: parsed.data.airportCodes },
        { onSuccess: succeeded('Airport codes added'), onError: failed },
      );
      return;
    }
    const input = inputOf(draft);
    const parsed = chauffeurSupplierInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    if (mode === 'update')
      mutations.updateChauffeur.mutate(
        { id: existing!.id, input },
        { onSuccess: succeeded('Supplier updated'), onError: failed },
      );
    else mutations.createChauffeur.mutate(input, { onSuccess: succeeded('Supplier created'), onError: failed });
  };

  return {
    existing,
    mode,
    setMode,
    draft,
    set,
    newCodes,
    setNewCodes,
    errors,
    setErrors,
    error,
    describedBy,
    formError,
    suggestions,
    choose,
    startOver,
    pending,
    submit,
  };
}

export type ChauffeurSupplierFormState = ReturnType<typeof useChauffeurSupplierForm>;
