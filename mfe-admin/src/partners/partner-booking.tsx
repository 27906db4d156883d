import { Alert, Descriptions, Typography } from 'antd';
import { formatUsd } from '@vip/contracts/money';
import { PARTNER_TERMS_LABELS, type CasePartner, type CasePartnerDetail } from '@vip/contracts/schemas';
import { DetailSection } from '../booking-detail/detail-section';
import { bookedByText } from './partner-tags';

/** Where the booking's commission comes from: the partner's terms as they were when it was requested. */
function commissionSource(partner: CasePartner & Partial<CasePartnerDetail>): string {
  if (partner.terms === undefined) return `${partner.name}'s terms when the booking was requested`;
  if (partner.terms === null) return `${partner.name} had no terms in force when the booking was requested`;
  return `${partner.name}'s terms when the booking was requested: ${PARTNER_TERMS_LABELS[partner.terms.kind]}, ${partner.terms.percent}%`;
}

/**
 * A booking made through the partner API: who booked it and their reference, the terms its commission or net price
 * comes from (fixed when it was requested), and what a sandbox booking or a partner that informs its own traveller
 * means for staff.
 */
export function PartnerBooking({ partner }: { partner: CasePartner & Partial<CasePartnerDetail> }) {
  const money = [
    ...(partner.commission != null
      ? [{ key: 'commission', label: 'Partner commission', children: formatUsd(partner.commission) }]
      : []),
    ...(partner.netPrice != null
      ? [{ key: 'net', label: 'Net price (the partner pays)', children: formatUsd(partner.netPrice) }]
      : []),
  ];
  return (
    <DetailSection title="Partner">
      <Typography.Paragraph strong style={{ marginBottom: 6 }}>
        {bookedByText(partner)}
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'source', label: 'Commission source', children: commissionSource(partner) }, ...money]}
      />
      {partner.mode === 'sandbox' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title="Sandbox booking"
          description="A partner's test: it is never sent to suppliers or invoiced, and the partner may move it through its statuses."
        />
      )}
      {partner.notifyTraveller === false && (
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
          The partner informs the traveller itself: no e-mails or texts go to the traveller.
        </Typography.Paragraph>
      )}
    </DetailSection>
  );
}
