import { useState } from 'react';
import { App } from 'antd';
import { ApiRequestError, serverFieldErrors } from '@vip/contracts/http';
import { type AdminBookingDetail, type StaffSession } from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { useDetailMutations, type DetailEdit } from './api';
import { coreChanges, coreDraftOf, type CoreDraft } from './core-edit';
import { opsChanges, opsDraftOf, type OpsDraft } from './tabs/operations-edit';

/** The notes and flag the Details tab edits beside the core fields. */
export type NotesDraft = Pick<DetailEdit, 'internalNotes' | 'specialRequests' | 'escalationFlag'>;

/**
 * The modal's Edit / Save: drafts of the core fields, the operations fields and the notes, started from the
 * booking as loaded; a save sends only what changed with the version it was made on. A 409 turns into the
 * conflict banner (reload, then edit again); field errors from the server go back to their fields.
 */
export function useBookingEdit(booking: AdminBookingDetail, session: StaffSession) {
  const { notification } = App.useApp();
  const { save: saveMutation } = useDetailMutations(booking.id, session);
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState<NotesDraft>({});
  const [conflict, setConflict] = useState(false);
  const [core, setCore] = useState<CoreDraft>(() => coreDraftOf(booking));
  const [ops, setOps] = useState<OpsDraft>(() => opsDraftOf(booking));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const start = () => {
    setNotes({
      internalNotes: booking.internalNotes,
      specialRequests: booking.specialRequests,
      escalationFlag: booking.escalationFlag,
    });
    setCore(coreDraftOf(booking));
    setOps(opsDraftOf(booking));
    setFieldErrors({});
    setEditing(true);
  };

  const save = () =>
    saveMutation.mutate(
      { version: booking.version, ...notes, ...coreChanges(booking, core), ...opsChanges(booking, ops) },
      {
        onSuccess: () => {
          setEditing(false);
          setFieldErrors({});
          notification.success({ title: 'Booking saved', description: `${booking.referenceCode} was updated.` });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) return setConflict(true);
          const fields = serverFieldErrors(error);
          if (fields) setFieldErrors(fields);
          notification.error({ title: 'Could not save the booking', description: errorMessage(error) });
        },
      },
    );

  /** After a conflict: leave editing and read the booking again. */
  const reload = (refetch: () => void) => {
    setConflict(false);
    setEditing(false);
    refetch();
  };

  return {
    editing,
    start,
    cancel: () => setEditing(false),
    save,
    saving: saveMutation.isPending,
    conflict,
    reload,
    notes,
    setNotes,
    core,
    setCore,
    ops,
    setOps,
    fieldErrors,
  };
}

export type BookingEdit = ReturnType<typeof useBookingEdit>;
