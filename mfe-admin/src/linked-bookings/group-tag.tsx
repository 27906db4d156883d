import { Tag } from 'antd';
import type { AdminBooking } from '@vip/contracts/schemas';

const COLOURS = ['geekblue', 'cyan', 'magenta', 'gold', 'lime', 'purple'] as const;

/** One mark per checkout: the same colour and text on each of its cards. */
export function GroupTag({ group }: { group: NonNullable<AdminBooking['group']> }) {
  let hash = 0;
  for (const ch of group.id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const mark = group.id.slice(0, 4).toUpperCase();
  return (
    <Tag color={COLOURS[hash % COLOURS.length]} title={`One checkout of ${group.size} bookings`}>
      Group {mark} · {group.size}
    </Tag>
  );
}
