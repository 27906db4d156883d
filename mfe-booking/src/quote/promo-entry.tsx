import { useState } from 'react';
import { App, Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { type PromoApplyResponse, BOOKING_TEXT_LIMITS } from '@vip/contracts/schemas';
import type { AppliedPromo, CartItem } from '../cart/cart.types';
import { useCart } from '../cart/use-cart';
import { useLocale, useText } from '@vip/ui';
import { errorText, serverText } from '../checkout/server-text';
import { useApplyPromoMutation } from './api';
import { PROMO_MESSAGES as M } from './quote.messages';
import { promoItems } from './quote-promo';

/** The quote's promo code: the active one (Remove code), and 'Have a promo code?' to apply one. */
export function PromoEntry({ promo, items }: { promo: AppliedPromo | null; items: readonly CartItem[] }) {
  const { notification } = App.useApp();
  const { applyPromo: storePromo } = useCart();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const mutation = useApplyPromoMutation();
  const text = useText();
  const locale = useLocale();

  const submit = () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    mutation.mutate(
      { code: trimmed, items: promoItems(items) },
      {
        onSuccess: (answer: PromoApplyResponse) => {
          storePromo(answer);
          if (!answer.valid) {
            notification.error({ title: text(M.invalid, { code: answer.code || trimmed.toUpperCase() }) });
            return;
          }
          setCode('');
          setOpen(false);
          notification.success({
            title: text(M.applied),
            description:
              answer.appliedCount > 0
                ? serverText(locale, answer.message, () =>
                    text(M.appliedTo, { description: answer.description ?? answer.code, count: answer.appliedCount }),
                  )
                : text(M.noEligible),
          });
        },
        onError: (error) =>
          notification.error({
            title: text(M.applyFailed),
            description: errorText(text, locale, error, { fallback: M.tryAgain, serviceOnly: true }),
          }),
      },
    );
  };

  return (
    <div>
      {promo && (
        <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
          <div>
            <Typography.Text>
              {text(M.active)}{' '}
              <Tag color="green" style={{ color: '#135200' }}>
                {promo.code}
              </Tag>
            </Typography.Text>
            {promo.description ? <Typography.Text type="secondary">{promo.description}</Typography.Text> : null}
          </div>
          <Button
            type="link"
            size="small"
            onClick={() =>
              storePromo({
                valid: false,
                code: promo.code,
                description: null,
                discounts: [],
                appliedCount: 0,
                message: '',
              })
            }
          >
            {text(M.removeCode)}
          </Button>
        </Flex>
      )}
      <Button type="link" style={{ paddingInline: 0 }} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {text(M.havePromo)}
      </Button>
      {open && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            placeholder={text(M.placeholder)}
            aria-label={text(M.label)}
            value={code}
            maxLength={BOOKING_TEXT_LIMITS.promoCode}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={submit}
          />
          <Button type="primary" onClick={submit} loading={mutation.isPending} disabled={!code.trim()}>
            {text(M.apply)}
          </Button>
        </Space.Compact>
      )}
    </div>
  );
}
