import { useState } from 'react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { ADMIN_STATUS_LABELS, type AdminStatus } from '@vip/contracts';
import { useBoardColumn } from './api';
import { BookingCard, DRAG_TYPE, type DraggedBooking, type MovedBooking } from './booking-card';

export interface BoardColumnProps {
  status: AdminStatus;
  q: string;
  count: number | undefined;
  movingId: string | null;
  onMove: (booking: MovedBooking, to: AdminStatus) => void;
  onOpen: (id: string) => void;
}

/** One admin status: its count, its cards newest first, page by page, and a drop target. */
export function BoardColumn({ status, q, count, movingId, onMove, onOpen }: BoardColumnProps) {
  const column = useBoardColumn(status, q);
  const [over, setOver] = useState(false);
  const bookings = column.data?.pages.flatMap((p) => p.items) ?? [];
  const titleId = `column-${status}`;

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
        if (dragged.kind === 'booking' && dragged.from !== status) onMove({ id: dragged.id, referenceCode: dragged.referenceCode, adminStatus: dragged.from }, status);
      }}
      style={{
        flex: '0 0 260px',
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
      <Flex justify="space-between" align="center">
        <h2 id={titleId} style={{ fontSize: 14, margin: 0 }}>
          {ADMIN_STATUS_LABELS[status]}
        </h2>
        <Typography.Text type="secondary" aria-label={`${count ?? bookings.length} bookings`}>
          {count ?? bookings.length}
        </Typography.Text>
      </Flex>
      {column.isPending && <Spin aria-label={`Loading ${ADMIN_STATUS_LABELS[status]}`} />}
      {column.isError && (
        <Alert
          type="error"
          title="Could not load this column"
          action={
            <Button size="small" onClick={() => void column.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {column.isSuccess && bookings.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No bookings" />}
      {bookings.map((b) => (
        <BookingCard key={b.id} booking={b} onMove={onMove} onOpen={onOpen} moving={movingId === b.id} />
      ))}
      {column.hasNextPage && (
        <Button onClick={() => void column.fetchNextPage()} loading={column.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </section>
  );
}
