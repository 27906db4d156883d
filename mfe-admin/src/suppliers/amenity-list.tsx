import { Flex, Tag, Tooltip } from 'antd';
import { SUPPLIER_DEFAULTS } from '@vip/contracts/schemas';

/** A supplier's amenities: the first three, then '+N more', the rest named in a tooltip reachable by keyboard. */
export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  if (amenities.length === 0) return null;
  const shown = amenities.slice(0, SUPPLIER_DEFAULTS.amenitiesShown);
  const rest = amenities.slice(SUPPLIER_DEFAULTS.amenitiesShown);
  return (
    <Flex wrap gap={4} role="list" aria-label="Amenities">
      {shown.map((a) => (
        <Tag key={a} role="listitem" style={{ marginInlineEnd: 0 }}>
          {a}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Tag
            role="listitem"
            tabIndex={0}
            aria-label={`+${rest.length} more: ${rest.join(', ')}`}
            style={{ marginInlineEnd: 0, cursor: 'help' }}
          >
            +{rest.length} more
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
