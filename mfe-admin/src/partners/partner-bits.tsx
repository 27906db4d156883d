import { Tag } from 'antd';
import { TAG_TONES } from '@vip/ui';
import type {
  PartnerKey,
  PartnerKeyState,
  PartnerTerms,
  PartnerTermsKind,
  WebhookDeliveryStatus,
} from '@vip/contracts/schemas';

/** Dates and times on the partner pages: 'Jun 2, 2030, 9:00 AM'. */
export const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A YYYY-MM-DD date (terms start on a UTC day): 'Jun 2, 2030'. */
export const dayText = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

/** Terms in a few words: '12.5% commission', '10% net-rate discount'. */
export const TERMS_SHORT: Record<PartnerTermsKind, string> = {
  commission: 'commission',
  net_discount: 'net-rate discount',
};
export const termsText = (terms: Pick<PartnerTerms, 'kind' | 'percent'>) =>
  `${terms.percent}% ${TERMS_SHORT[terms.kind]}`;

/** Tests, in a tone no other tag on the board uses. */
export function SandboxTag() {
  return <Tag style={TAG_TONES.gold}>Sandbox</Tag>;
}

export function ActiveTag({ active }: { active: boolean }) {
  return active ? <Tag style={TAG_TONES.green}>Active</Tag> : <Tag style={TAG_TONES.grey}>Inactive</Tag>;
}

const KEY_STATES: Record<PartnerKeyState, { label: string; tone: keyof typeof TAG_TONES }> = {
  active: { label: 'Active', tone: 'green' },
  expiring: { label: 'Expiring', tone: 'orange' },
  expired: { label: 'Expired', tone: 'grey' },
  revoked: { label: 'Revoked', tone: 'red' },
};

/** The key's state, and for an expiring key until when it works. */
export function KeyStateTag({ apiKey }: { apiKey: PartnerKey }) {
  const { label, tone } = KEY_STATES[apiKey.state];
  return (
    <Tag style={TAG_TONES[tone]}>
      {apiKey.state === 'expiring' && apiKey.expiresAt
        ? `${label} · until ${when.format(new Date(apiKey.expiresAt))}`
        : label}
    </Tag>
  );
}

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};
const DELIVERY_TONES: Record<WebhookDeliveryStatus, keyof typeof TAG_TONES> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

export function DeliveryStatusTag({ status }: { status: WebhookDeliveryStatus }) {
  return <Tag style={TAG_TONES[DELIVERY_TONES[status]]}>{DELIVERY_STATUS_LABELS[status]}</Tag>;
}

/** How the key reads in lists: its mode and prefix, never the secret part. */
export const keyShape = (apiKey: Pick<PartnerKey, 'mode' | 'prefix'>) =>
  `vipk_${apiKey.mode === 'live' ? 'live' : 'test'}_${apiKey.prefix}_…`;
