import { useState } from 'react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { ADMIN_STATUS_LABELS, type AdminStatus } from '@vip/contracts/vocabulary';
import { useBoardColumn, type BoardFilter } from './api';
import { BookingCard, DRAG_TYPE, type DraggedBooking, type MovedBooking } from './booking-card';
import { retryingAfterError } from '@vip/ui';
import { RetryButton } from '../ui/retry-button';

export interface BoardColumnProps {
  status: AdminStatus;
  filter: BoardFilter;
  count: number | undefined;
  /** Bookings whose move is under way. */
  movingIds: ReadonlySet<string>;
  onMove: (booking: MovedBooking, to: AdminStatus) => void;
  onOpen: (id: string) => void;
  /** Compact columns: 180 px, and an empty column folds to a strip with its name and count. */
  compact?: boolean;
}

/** Column widths: ten comfortable columns need 2,700 px; compact ones with the empty ones folded fit a laptop. */
export const COLUMN_WIDTH = { comfortable: 260, compact: 180, folded: 56 } as const;

/** One admin status: its count, its cards newest first, page by page, and a drop target. */
export function BoardColumn({ status, filter, count, movingIds, onMove, onOpen, compact = false }: BoardColumnProps) {
  const column = useBoardColumn(status, filter);
  const [over, setOver] = useState(false);
  const bookings = column.data?.pages.flatMap((p) => p.items) ?? [];
  const titleId = `column-${status}`;

  const total = count ?? bookings.length;
  const folded = compact && column.isSuccess && total === 0;
  const width = folded ? COLUMN_WIDTH.folded : compact ? COLUMN_WIDTH.compact : COLUMN_WIDTH.comfortable;
  return (
    <section
      aria-labelledby={titleId}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const raw = event.dataTransfer.getData(DRAG_TYPE);
        if (!raw) return;
        event.preventDefault();
        const dragged = JSON.parse(raw) as DraggedBooking;
        if (dragged.kind === 'booking' && dragged.from !== status)
          onMove({ id: dragged.id, referenceCode: dragged.referenceCode, adminStatus: dragged.from }, status);
      }}
      style={{
        flex: `0 0 ${width}px`,
        background: over ? '#e6f4ff' : '#f5f5f5',
        outline: over ? '2px dashed #1677ff' : undefined,
        borderRadius: 8,
        padding: 8,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        maxHeight: '70vh',
        overflowY: 'auto',
      }}
    >
      <Flex justify="space-between" align="center" vertical={folded} gap={folded ? 8 : 0}>
        <h2
          id={titleId}
          style={
            folded
              ? { fontSize: 13, margin: 0, writingMode: 'vertical-rl', whiteSpace: 'nowrap' }
              : { fontSize: 14, margin: 0 }
          }
        >
          {ADMIN_STATUS_LABELS[status]}
        </h2>
        <Typography.Text type="secondary" aria-label={`${total} bookings`}>
          {total}
        </Typography.Text>
      </Flex>
      {column.isPending && !retryingAfterError(column) && (
        <Spin aria-label={`Loading ${ADMIN_STATUS_LABELS[status]}`} />
      )}
      {(column.isError || retryingAfterError(column)) && (
        <Alert type="error" title="Could not load this column" action={<RetryButton query={column} size="small" />} />
      )}
      {column.isSuccess && bookings.length === 0 && !folded && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No bookings" />
      )}
      {bookings.map((b) => (
        <BookingCard
          key={b.id}
          booking={b}
          onMove={onMove}
          onOpen={onOpen}
          moving={movingIds.has(b.id)}
          compact={compact}
        />
      ))}
      {column.hasNextPage && (
        <Button onClick={() => void column.fetchNextPage()} loading={column.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </section>
  );
}
