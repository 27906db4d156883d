import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Switch, Typography } from 'antd';
import { apiRequest } from '@vip/contracts/http';
import {
  adminBookingDetailSchema,
  type AdminBookingDetail,
  type StaffSession,
  type SupplierJobSettings,
} from '@vip/contracts/schemas';
import { adminKeys } from '../auth/api';
import { useCan } from '../auth/permissions';
import { detailKeys } from '../booking-detail/api';
import { errorMessage } from '../ui/error-message';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** PATCH /api/admin/bookings/{id}/supplier-job: the booking's choices for its job link; answers the whole detail. */
export function updateSupplierJobSettings(
  bookingId: string,
  settings: SupplierJobSettings,
  csrfToken: string,
  baseUrl = '',
): Promise<AdminBookingDetail> {
  return apiRequest('PATCH', `${baseUrl}/api/admin/bookings/${encodeURIComponent(bookingId)}/supplier-job`, {
    body: settings,
    csrfToken,
    schema: adminBookingDetailSchema,
  });
}

function answerText(job: NonNullable<AdminBookingDetail['supplierJob']>): string {
  if (job.completedAt) return `Completed (${when.format(new Date(job.completedAt))})`;
  if (job.response === 'accepted') return 'Accepted';
  if (job.response === 'declined') return `Declined: ${job.declineReason ?? ''}`;
  return 'No answer yet';
}

/** The supplier's job link: its answer, and whether the traveller gets the contact and the supplier sees theirs. */
export function JobLinkSection({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const client = useQueryClient();
  const { notification } = App.useApp();
  const can = useCan();
  const update = useMutation({
    mutationFn: (settings: SupplierJobSettings) => updateSupplierJobSettings(booking.id, settings, session.csrfToken),
    onSuccess: (detail) => client.setQueryData(detailKeys.detail(booking.id), detail),
    onError: (error) =>
      notification.error({ title: 'Could not change the job link', description: errorMessage(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.board }),
  });
  const job = booking.supplierJob;
  if (!job || !booking.operations.assignedSupplierName) return null;
  const disabled = !can('bookings.work') || update.isPending;
  return (
    <section aria-label="Supplier job link">
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Supplier job link</h3>
      <Flex vertical gap={8}>
        <Typography.Text>Supplier&apos;s answer: {answerText(job)}</Typography.Text>
        <Flex align="center" gap={8}>
          <Switch
            id="job-forward-contact"
            checked={job.forwardContactToTraveller}
            disabled={disabled}
            onChange={(v) => update.mutate({ forwardContactToTraveller: v })}
          />
          <label htmlFor="job-forward-contact">
            Send the traveller the {booking.isChauffeur ? "driver's" : "greeter's"} contact when the supplier gives it
            {job.contactForwardedAt ? ` (sent ${when.format(new Date(job.contactForwardedAt))})` : ''}
          </label>
        </Flex>
        <Flex align="center" gap={8}>
          <Switch
            id="job-share-contact"
            checked={job.shareTravellerContact}
            disabled={disabled}
            onChange={(v) => update.mutate({ shareTravellerContact: v })}
          />
          <label htmlFor="job-share-contact">Show the supplier the traveller&apos;s e-mail and phone</label>
        </Flex>
      </Flex>
    </section>
  );
}
