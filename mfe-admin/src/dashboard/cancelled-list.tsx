import { Alert, Button, Empty, Spin } from 'antd';
import { useCancelledBookings, type BoardFilter } from './api';
import { BookingCard } from './booking-card';
import { retryingAfterError } from '@vip/ui';
import { RetryButton } from '../ui/retry-button';

/** The board's Cancelled view: cancelled bookings (any status they had), newest first; they open but do not move. */
export function CancelledList({ filter, onOpen }: { filter: BoardFilter; onOpen: (id: string) => void }) {
  const list = useCancelledBookings(filter, true);
  const bookings = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section
      aria-labelledby="cancelled-title"
      style={{ background: '#f5f5f5', borderRadius: 8, padding: 8, marginTop: 16 }}
    >
      <h2 id="cancelled-title" style={{ fontSize: 14, margin: '0 0 8px' }}>
        Cancelled bookings
      </h2>
      {list.isPending && !retryingAfterError(list) && <Spin aria-label="Loading cancelled bookings" />}
      {(list.isError || retryingAfterError(list)) && (
        <Alert
          type="error"
          title="Could not load the cancelled bookings"
          action={<RetryButton query={list} size="small" />}
        />
      )}
      {list.isSuccess && bookings.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            filter.q || filter.partnerId ? 'No cancelled booking matches this search' : 'No cancelled bookings'
          }
        />
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 8 }}>
        {bookings.map((b) => (
          <BookingCard key={b.id} booking={b} onOpen={onOpen} moving={false} />
        ))}
      </div>
      {list.hasNextPage && (
        <Button style={{ marginTop: 8 }} onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </section>
  );
}
