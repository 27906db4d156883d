import { CheckCircleFilled, MoreOutlined } from '@ant-design/icons';
import { useRef } from 'react';
import { Button, Card, Dropdown, Flex, Tag, Typography } from 'antd';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { TRANSFER_DIRECTION_LABELS, type AdminBooking } from '@vip/contracts/schemas';
import { ADMIN_STATUSES, ADMIN_STATUS_LABELS, STAFF_LEVEL_LABELS, type AdminStatus } from '@vip/contracts/vocabulary';
import { PartnerTags } from '../partners/partner-tags';
import { OwnerBadge } from '../owners/owner-badge';
import { GroupTag } from '../linked-bookings/group-tag';
import { statusClockText } from '../owners/status-clock';

/** What a card carries while dragged (spec: the booking kind and id), plus where it came from. */
export const DRAG_TYPE = 'application/x-vip-booking';
export interface DraggedBooking {
  kind: 'booking';
  id: string;
  referenceCode: string;
  from: AdminStatus;
}

/** The name of a card's Move menu button. */
export const moveLabel = (referenceCode: string) => `Move ${referenceCode} to another status`;

/** What a move needs to know of the booking. */
export type MovedBooking = Pick<AdminBooking, 'id' | 'referenceCode' | 'adminStatus'>;

export interface BookingCardProps {
  booking: AdminBooking;
  /** Absent for a cancelled booking: it is out of the columns and does not move. */
  onMove?: (booking: MovedBooking, to: AdminStatus) => void;
  onOpen: (id: string) => void;
  moving: boolean;
  /** In compact columns: the other travellers' names are left to the booking window. */
  compact?: boolean;
}

/** Focus is lost when on nothing, or still on an item of the menu that just closed. */
function focusIfLost(element: HTMLElement | null) {
  const active = document.activeElement;
  if (element?.isConnected && (!active || active === document.body || active.closest('[role="menu"]'))) element.focus();
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
function shortDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : longDate.format(d);
}

/**
 * A booking on the board. It can be dragged to another column, and moved with its 'Move to' menu
 * for keyboard and pointer users who cannot drag (WCAG 2.5.7).
 */
export function BookingCard({ booking, onMove, onOpen, moving, compact = false }: BookingCardProps) {
  const travellers = booking.travelerNames.filter((n) => n !== booking.contactName);
  const menuButton = useRef<HTMLButtonElement>(null);
  const movable = onMove !== undefined;
  return (
    <Card
      size="small"
      draggable={movable && !moving}
      onDragStart={(event) => {
        const payload: DraggedBooking = {
          kind: 'booking',
          id: booking.id,
          referenceCode: booking.referenceCode,
          from: booking.adminStatus,
        };
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
        event.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={`Booking ${booking.referenceCode}`}
      onClick={() => onOpen(booking.id)}
      data-testid={`card-${booking.referenceCode}`}
      style={{
        cursor: moving ? 'progress' : movable ? 'grab' : 'pointer',
        opacity: moving ? 0.6 : 1,
        boxShadow: booking.escalationFlag
          ? '0 0 0 2px #cf1322'
          : booking.statusOverdue
            ? '0 0 0 2px #d46b08'
            : undefined,
      }}
    >
      <Flex justify="space-between" align="start" gap={4}>
        <Button
          type="link"
          size="small"
          style={{ padding: 0, fontWeight: 600 }}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(booking.id);
          }}
        >
          {booking.referenceCode}
        </Button>
        <Flex align="center" gap={4} onClick={(e) => e.stopPropagation()}>
          {booking.owner && <OwnerBadge owner={booking.owner} />}
          {booking.isPaid && <CheckCircleFilled style={{ color: '#237804' }} aria-label="Paid" role="img" />}
          {movable && (
            <Dropdown
              // Busy, it does not open, but the button stays focusable: disabled, it would drop the focus to
              // nothing while the move is answered (and after a refusal), and a screen reader would lose the card.
              trigger={moving ? [] : ['click']}
              // Opened from the keyboard, the menu takes the focus, so the arrows choose the status.
              autoFocus
              // Closed with Escape, the menu left focus on nothing: back to the button that opened it.
              onOpenChange={(open) => {
                if (!open) requestAnimationFrame(() => focusIfLost(menuButton.current));
              }}
              menu={{
                items: ADMIN_STATUSES.filter((s) => s !== booking.adminStatus).map((s) => ({
                  key: s,
                  label: ADMIN_STATUS_LABELS[s],
                })),
                onClick: ({ key }) => onMove(booking, key as AdminStatus),
              }}
            >
              <Button
                ref={menuButton}
                size="small"
                type="text"
                icon={<MoreOutlined aria-hidden />}
                aria-label={moveLabel(booking.referenceCode)}
                aria-disabled={moving || undefined}
              />
            </Dropdown>
          )}
        </Flex>
      </Flex>
      <div>{booking.contactName}</div>
      {travellers.length > 0 && !compact && <Typography.Text type="secondary">{travellers.join(', ')}</Typography.Text>}
      <div style={{ fontSize: 13 }}>
        {booking.service
          ? `${STAFF_LEVEL_LABELS[booking.service.serviceLevel]} · ${booking.service.airport.code}`
          : booking.transfer &&
            `Chauffeur ${TRANSFER_DIRECTION_LABELS[booking.transfer.direction]} · ${booking.transfer.airportCode}`}
      </div>
      <div style={{ fontSize: 13 }}>
        {shortDate(booking.flightDate)} {booking.flightTime}
      </div>
      {!booking.cancelledAt && (
        <Typography.Text type={booking.statusOverdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {statusClockText(booking, Date.now())}
        </Typography.Text>
      )}
      {(booking.cancelledAt ||
        booking.statusOverdue ||
        booking.group ||
        booking.replyOverdue ||
        booking.escalationFlag ||
        booking.isChauffeur ||
        booking.isTravelAgent ||
        booking.partner) && (
        <Flex gap={4} wrap style={{ marginTop: 4 }}>
          {booking.cancelledAt && <Tag color="red">Cancelled</Tag>}
          {booking.group && <GroupTag group={booking.group} />}
          {booking.statusOverdue && booking.statusTargetHours !== null && (
            <Tag color="volcano" title={`Longer in ${ADMIN_STATUS_LABELS[booking.adminStatus]} than its target`}>
              Overdue
            </Tag>
          )}
          {booking.replyOverdue && (
            <Tag
              color="orange"
              title={`No reply yet: travellers are promised one within ${BOOKING_RULES.responseHours} hours`}
            >
              Awaiting reply
            </Tag>
          )}
          {booking.escalationFlag && <Tag color="red">Escalated</Tag>}
          {booking.isChauffeur && <Tag color="purple">Chauffeur</Tag>}
          {booking.isTravelAgent && <Tag color="blue">Travel Agent</Tag>}
          {booking.partner && <PartnerTags partner={booking.partner} />}
        </Flex>
      )}
    </Card>
  );
}
