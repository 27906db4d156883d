import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Rate, Tag, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import { SUPPLIER_DEFAULTS, type VipSupplier, formatPhoneNumber } from '@vip/contracts/schemas';
import { STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import { GREEN_TAG } from '../ui/tag-colors';
import { AmenityList } from './amenity-list';

/** An external link that opens in a new tab without giving that page a handle on this one. */
export function WebsiteLink({ href, name }: { href: string; name: string }) {
  return (
    <Typography.Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Visit Website of ${name} (opens in a new tab)`}
    >
      Visit Website
    </Typography.Link>
  );
}

/**
 * A VIP supplier as the hub and the booking's selection hub show it: contact, rating, Base Price
 * (activationCost), porter, travellers included, booking notice and amenities. `actions` go under it.
 */
export function VipSupplierCard({
  supplier,
  actions,
  headingLevel = 3,
}: {
  supplier: VipSupplier;
  actions?: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const headingId = `supplier-${supplier.id}-name`;
  return (
    <Card size="small" role="article" aria-labelledby={headingId} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Heading id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {supplier.companyName}
          </Heading>
          <Flex gap={4} wrap>
            {supplier.isPreferred && <Tag style={GREEN_TAG}>Preferred</Tag>}
            <Tag>{STAFF_LEVEL_LABELS[supplier.serviceLevel]}</Tag>
            <Tag>{supplier.iataCode}</Tag>
          </Flex>
        </Flex>
        <Flex align="center" gap={8}>
          <Rate
            disabled
            value={supplier.rating}
            count={SUPPLIER_DEFAULTS.maxRating}
            style={{ fontSize: 14 }}
            aria-hidden
          />
          <Typography.Text>
            Rating: {supplier.rating} of {SUPPLIER_DEFAULTS.maxRating}
          </Typography.Text>
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'base',
              label: 'Base Price',
              children: supplier.activationCost === null ? '—' : formatUsd(supplier.activationCost),
            },
            {
              key: 'porter',
              label: 'Porter cost',
              children: supplier.porterCost === null ? 'Not offered' : formatUsd(supplier.porterCost),
            },
            { key: 'included', label: 'Travelers included', children: supplier.numberIncluded },
            { key: 'notice', label: 'Booking notice', children: `${supplier.instantBookingHours} hours` },
            { key: 'contact', label: 'Contact', children: supplier.supplierName ?? '—' },
            { key: 'email', label: 'Email', children: supplier.email ?? '—' },
            {
              key: 'phone',
              label: 'Phone',
              children:
                [formatPhoneNumber(supplier.phone), formatPhoneNumber(supplier.mobile)].filter(Boolean).join(' · ') ||
                '—',
            },
            { key: 'method', label: 'Preferred booking method', children: supplier.preferredBookingMethod ?? '—' },
          ]}
        />
        <AmenityList amenities={supplier.amenities} />
        {supplier.notes && (
          <Typography.Paragraph style={{ margin: 0 }} type="secondary">
            {supplier.notes}
          </Typography.Paragraph>
        )}
        {(actions || supplier.webpage) && (
          <Flex gap={8} wrap align="center">
            {actions}
            {supplier.webpage && <WebsiteLink href={supplier.webpage} name={supplier.companyName} />}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
