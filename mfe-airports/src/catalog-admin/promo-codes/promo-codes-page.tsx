import { useState } from 'react';
import { Button, Flex, Table } from 'antd';
import { PROMO_CODE_STATE_LABELS, type AdminPromoCode, type PromoCodeState } from '@vip/contracts/schemas';
import { SERVICE_LEVELS, STAFF_LEVEL_LABELS } from '@vip/contracts/vocabulary';
import type { TagTone } from '@vip/ui';
import { useCatalogAdmin } from '../common/catalog-context';
import { QueryState } from '../common/feedback';
import { formatInstant } from '../common/format';
import { ScreenHeading } from '../common/screen-heading';
import { ToneTag } from '../common/status-tag';
import { usePromoCodes } from './api';
import { PromoCodeDialog } from './promo-code-dialog';

const STATE_TONES: Record<PromoCodeState, TagTone> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'grey',
  'used-up': 'orange',
  inactive: 'grey',
};

const discountsText = (p: AdminPromoCode) =>
  SERVICE_LEVELS.filter((l) => p.discounts[l] !== undefined)
    .map((l) => `${STAFF_LEVEL_LABELS[l]} ${p.discounts[l]} %`)
    .join(', ');

const windowText = (p: AdminPromoCode) =>
  p.validFrom || p.validUntil
    ? `${p.validFrom ? formatInstant(p.validFrom) : 'Any time'} to ${p.validUntil ? formatInstant(p.validUntil) : 'no end'}`
    : 'Any time';

/** Every promo code with its discounts, window, budget and uses; the catalog team creates and edits them. */
export function PromoCodesPage() {
  const { canEdit } = useCatalogAdmin();
  const promos = usePromoCodes();
  // The dialog stays mounted while closed, so closing it gives the focus back to the button that opened it.
  const [editing, setEditing] = useState<{ open: boolean; code: string | null }>({ open: false, code: null });
  const editedPromo = editing.code ? (promos.data?.find((p) => p.code === editing.code) ?? null) : null;

  const columns = [
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Description', dataIndex: 'description', key: 'description' },
    { title: 'Discounts', key: 'discounts', render: (_: unknown, p: AdminPromoCode) => discountsText(p) },
    { title: 'Valid', key: 'window', render: (_: unknown, p: AdminPromoCode) => windowText(p) },
    {
      title: 'Uses so far',
      key: 'used',
      render: (_: unknown, p: AdminPromoCode) => (p.usageLimit === null ? `${p.used}` : `${p.used} of ${p.usageLimit}`),
    },
    {
      title: 'Per e-mail',
      key: 'perEmail',
      render: (_: unknown, p: AdminPromoCode) => (p.perEmailLimit === null ? 'No limit' : `${p.perEmailLimit}`),
    },
    {
      title: 'State',
      key: 'state',
      render: (_: unknown, p: AdminPromoCode) => (
        <ToneTag tone={STATE_TONES[p.state]}>{PROMO_CODE_STATE_LABELS[p.state]}</ToneTag>
      ),
    },
    ...(canEdit
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, p: AdminPromoCode) => (
              <Button
                size="small"
                onClick={() => setEditing({ open: true, code: p.code })}
                aria-label={`Edit ${p.code}`}
              >
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="catalog-promo-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ScreenHeading id="catalog-promo-title">Promo codes</ScreenHeading>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing({ open: true, code: null })}>
            New promo code
          </Button>
        )}
      </Flex>
      <QueryState query={promos} what="the promo codes">
        {() => (
          <Table<AdminPromoCode>
            rowKey="code"
            caption={<span className="catalog-admin__caption">Promo codes: {promos.data!.length}</span>}
            dataSource={promos.data!}
            columns={columns}
            pagination={false}
            scroll={{ x: true }}
          />
        )}
      </QueryState>
      {canEdit && (
        <PromoCodeDialog
          open={editing.open}
          promo={editedPromo}
          onClose={() => setEditing((e) => ({ ...e, open: false }))}
          onReload={() => promos.refetch()}
        />
      )}
    </section>
  );
}
