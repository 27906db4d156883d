import { Tag } from 'antd';
import { TAG_TONES } from '@vip/ui';
import type { CasePartner } from '@vip/contracts/schemas';
import { VisuallyHidden } from '../ui/visually-hidden';
import { SandboxTag } from './partner-bits';

/** 'Booked by partner Acme Travel — their reference ACME-778': the modal's line, and the board tag's hint. */
export const bookedByText = (partner: Pick<CasePartner, 'name' | 'reference'>) =>
  `Booked by partner ${partner.name} — their reference ${partner.reference}`;

/** A partner booking's tags: the partner's name, and 'Sandbox' in its own tone for a partner's test booking. */
export function PartnerTags({ partner }: { partner: CasePartner }) {
  return (
    <>
      <Tag style={TAG_TONES.cyan} title={bookedByText(partner)}>
        <VisuallyHidden>Partner: </VisuallyHidden>
        {partner.name}
      </Tag>
      {partner.mode === 'sandbox' && <SandboxTag />}
    </>
  );
}
