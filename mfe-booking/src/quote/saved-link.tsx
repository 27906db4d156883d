import { useRef } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { SaveQuoteRequest, SavedQuoteLink } from '@vip/contracts/schemas';
import type { CartState } from '../cart/cart.types';
import { formatInstantDate, useWording } from './format';
import { SAVED_LINK_MESSAGES as M } from './quote.messages';
import { LABEL_RESET_MS, useTemporaryFlag } from './use-temporary-flag';

/** The saved quote's request: the cart's services and its promo code. */
export function toSaveRequest(state: CartState): SaveQuoteRequest {
  return {
    items: state.items.map((item) => ({
      cartId: item.id,
      serviceId: item.serviceId,
      serviceType: item.serviceType,
      isReturnService: item.isReturnService,
      returnTripFor: item.returnTripFor,
      date: item.date,
      time: item.time,
      adults: item.travelers.adults,
      children: item.travelers.children,
      porterSelected: item.porterSelected,
      flight: item.flight || undefined,
      terminal: item.terminal || undefined,
    })),
    promoCode: state.promo?.code,
  };
}

/** A saved quote's link, with Copy and how long it works. */
export function SavedLink({ link }: { link: SavedQuoteLink }) {
  const [copied, flagCopied] = useTemporaryFlag(LABEL_RESET_MS);
  const input = useRef<HTMLInputElement>(null);
  const { text, locale } = useWording();
  const url = `${window.location.origin}${link.path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard API (older browsers, insecure origins): select the text and use the old command.
      input.current?.select();
      document.execCommand?.('copy');
    }
    flagCopied();
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={url}
          aria-label={text(M.label)}
          ref={(el) => {
            input.current = el?.input ?? null;
          }}
          onFocus={(e) => e.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {text(copied ? M.copied : M.copy)}
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary">
        {text(M.validUntil, { date: formatInstantDate(link.expiresAt, locale) })}
      </Typography.Text>
    </div>
  );
}
