import { App, Checkbox, Flex, Typography } from 'antd';
import { CHECKLIST_LABELS, type AdminBookingDetail, type StaffSession } from '@vip/contracts/schemas';
import { errorMessage } from '../ui/error-message';
import { useDetailMutations } from './api';
import { when } from './when';

/**
 * The Checklist tab: a booking's items or a chauffeur transfer's own (as the booking says), ticked with who and when;
 * those about payments follow them.
 */
export function ChecklistTab({ booking, session }: { booking: AdminBookingDetail; session: StaffSession }) {
  const { notification } = App.useApp();
  const mutations = useDetailMutations(booking.id, session);
  const saving = mutations.checklist.isPending;
  return (
    <Flex vertical gap={8} role="region" aria-label="Operational Checklist">
      <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Operational Checklist</h3>
      {booking.checklist.map((item) => (
        <Flex key={item.itemType} align="center" gap={8} wrap>
          <Checkbox
            checked={item.isCompleted}
            disabled={item.derived}
            // While a tick is saved the others wait, still focusable: disabled, the box just ticked would drop the
            // focus, and a keyboard or screen-reader user would lose their place in the list.
            aria-disabled={saving && !item.derived ? true : undefined}
            onChange={(e) =>
              !saving &&
              mutations.checklist.mutate(
                { itemType: item.itemType, isCompleted: e.target.checked },
                {
                  onError: (error) =>
                    notification.error({ title: 'Could not update the checklist', description: errorMessage(error) }),
                },
              )
            }
          >
            {CHECKLIST_LABELS[item.itemType]}
          </Checkbox>
          {item.derived && (
            <Typography.Text type="secondary">
              (from {item.itemType === 'vendor_paid' ? 'the supplier payment status' : 'the client payment'})
            </Typography.Text>
          )}
          {item.isCompleted && item.completedBy && item.completedAt && (
            <Typography.Text type="secondary">
              {item.completedBy}, {when.format(new Date(item.completedAt))}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
