import { Avatar, Tooltip } from 'antd';
import type { CaseOwner } from '@vip/contracts/schemas';

/** The owner's initials on a card; the name is its accessible name and its tooltip. */
export function OwnerBadge({ owner }: { owner: CaseOwner }) {
  const label = `Owner: ${owner.name}`;
  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label}>
        <Avatar size="small" aria-hidden style={{ background: '#1d39c4', fontSize: 11 }}>
          {owner.initials}
        </Avatar>
      </span>
    </Tooltip>
  );
}
