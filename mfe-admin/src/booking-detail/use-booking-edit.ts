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

function notesOf(b: AdminBookingDetail): NotesDraft {
  return { internalNotes: b.internalNotes, specialRequests: b.specialRequests, escalationFlag: b.escalationFlag };
}

type Changes = Omit<DetailEdit, 'version'>;

/** What a set of drafts changes compared with the booking as it was when Edit was pressed. */
function changesSince(base: AdminBookingDetail, notes: NotesDraft, core: CoreDraft, ops: OpsDraft): Changes {
  const before = notesOf(base);
  const changedNotes = Object.fromEntries(
    Object.entries(notes).filter(([k, v]) => (before[k as keyof NotesDraft] ?? null) !== (v ?? null)),
  );
  return { ...(changedNotes as NotesDraft), ...coreChanges(base, core), ...opsChanges(base, ops) } as Changes;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The modal's Edit / Save: drafts of the core fields, the operations fields and the notes, started from the
 * booking as it was when Edit was pressed; a save sends only what staff changed since then. The open booking
 * refreshes while staff edit (the live board): a colleague's change to another field is kept and the save goes
 * with the refreshed version; a colleague's change to a field staff changed too turns into the conflict banner
 * (reload, then edit again), as does a 409. Field errors from the server go back to their fields.
 */
export function useBookingEdit(booking: AdminBookingDetail, session: StaffSession) {
  const { notification } = App.useApp();
  const { save: saveMutation } = useDetailMutations(booking.id, session);
  const [editing, setEditing] = useState(false);
  const [base, setBase] = useState<AdminBookingDetail>(booking);
  const [notes, setNotes] = useState<NotesDraft>({});
  const [conflict, setConflict] = useState(false);
  const [core, setCore] = useState<CoreDraft>(() => coreDraftOf(booking));
  const [ops, setOps] = useState<OpsDraft>(() => opsDraftOf(booking));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const start = () => {
    setBase(booking);
    setNotes(notesOf(booking));
    setCore(coreDraftOf(booking));
    setOps(opsDraftOf(booking));
    setFieldErrors({});
    setEditing(true);
  };

  const save = () => {
    const mine = changesSince(base, notes, core, ops);
    const theirs = changesSince(base, notesOf(booking), coreDraftOf(booking), opsDraftOf(booking));
    const clash = (Object.keys(mine) as Array<keyof Changes>).some((k) => k in theirs && !same(mine[k], theirs[k]));
    if (clash) return setConflict(true);
    if (Object.keys(mine).length === 0) return setEditing(false);
    saveMutation.mutate(
      { version: booking.version, ...mine },
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
  };

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
