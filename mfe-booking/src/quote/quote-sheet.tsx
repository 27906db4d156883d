import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Button, Divider, Drawer, Empty, Flex, Grid, Typography } from 'antd';
import { MailOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { ApiRequestError } from '@vip/contracts/http';
import { QUOTE_VALID_DAYS, type SavedQuoteLink } from '@vip/contracts/schemas';
import { useCart } from '../cart/use-cart';
import { useSaveQuoteMutation } from './api';
import { formatServiceCount, formatWholeDollars } from './format';
import { PromoEntry } from './promo-entry';
import { buildEmailQuoteHtml, buildSimplifiedQuoteHtml, openQuoteWindow } from './quote-documents';
import { promoSignature, usePromoFollowsCart } from './quote-promo';
import { QuoteRow } from './quote-row';
import { closeQuoteSheet, useQuoteSheetOpen } from './quote-sheet-store';
import { SavedLink, toSaveRequest } from './saved-link';
import { LABEL_RESET_MS, useTemporaryFlag } from './use-temporary-flag';

export { LABEL_RESET_MS } from './use-temporary-flag';

/** The cart as a quote, its promo code, documents and ways on. */
export function QuoteSheet() {
  const open = useQuoteSheetOpen();
  const { state, totals, remove, clear, itemTotal } = useCart();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const screens = Grid.useBreakpoint();
  const [emailOpened, flagEmailOpened] = useTemporaryFlag(LABEL_RESET_MS);
  const saveMutation = useSaveQuoteMutation();
  const [saved, setSaved] = useState<SavedQuoteLink | null>(null);

  usePromoFollowsCart(state);

  // An unreadable stored cart is reported once; the cart itself already started empty.
  const announcedLoadError = useRef(false);
  useEffect(() => {
    if (!state.loadError || announcedLoadError.current) return;
    announcedLoadError.current = true;
    notification.error({ title: 'Error loading cart', description: 'There was a problem loading your cart data.' });
  }, [state.loadError, notification]);

  // A saved link describes the cart as it was; once the services change it would mislead.
  const signature = promoSignature(state.items);
  useEffect(() => setSaved(null), [signature]);

  const openDocument = (kind: 'email' | 'simplified') => {
    const input = { items: state.items, promo: state.promo };
    try {
      openQuoteWindow(kind === 'email' ? buildEmailQuoteHtml(input) : buildSimplifiedQuoteHtml(input));
    } catch (error) {
      console.warn('Quote window could not be opened', error);
      notification.error({
        title: 'Failed to open quote',
        description: 'Please check your browser settings and try again.',
      });
      return;
    }
    if (kind === 'email') {
      flagEmailOpened();
      notification.success({
        title: 'Full quote opened in new window',
        description: 'Your detailed quote has opened in a new tab/window for easy copying',
      });
    } else {
      notification.success({ title: 'Simplified quote opened' });
    }
  };

  const go = (to: { pathname: string; search?: string }) => {
    closeQuoteSheet();
    navigate(to);
  };

  const save = () => {
    // The request is checked against the contract before it is sent; a line without a date or time fails there.
    saveMutation.mutate(toSaveRequest(state), {
      onSuccess: (link) => setSaved(link),
      onError: (error) =>
        notification.error({
          title: 'Could not save quote',
          description:
            error instanceof ApiRequestError
              ? error.userMessage
              : 'Every service needs a date and time before the quote can be saved.',
        }),
    });
  };

  const empty = state.items.length === 0;

  return (
    <Drawer
      title="Your Service Quote"
      placement="right"
      open={open}
      onClose={closeQuoteSheet}
      size={screens.sm === false ? '100%' : 480}
    >
      {empty ? (
        <Empty description="No services in quote" />
      ) : (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Text>{formatServiceCount(totals.count)}</Typography.Text>
            <Button type="link" danger onClick={clear}>
              Clear All
            </Button>
          </Flex>
          <ul aria-label="Services in quote" style={{ margin: 0, padding: 0 }}>
            {state.items.map((item) => (
              <QuoteRow
                key={item.id}
                item={item}
                items={state.items}
                promo={state.promo}
                total={itemTotal(item)}
                onRemove={() => remove(item.id)}
              />
            ))}
          </ul>
          <dl
            aria-label="Quote summary"
            style={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, margin: '12px 0' }}
          >
            <dt>Base services total</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatWholeDollars(totals.baseTotal)}</dd>
            <dt>Porter total</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{formatWholeDollars(totals.porterTotal)}</dd>
            {totals.discountTotal > 0 && (
              <>
                <dt>Discounts</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>−{formatWholeDollars(totals.discountTotal)}</dd>
              </>
            )}
            <dt style={{ fontWeight: 600 }}>Total quote value</dt>
            <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{formatWholeDollars(totals.total)}</dd>
          </dl>
          <PromoEntry promo={state.promo} items={state.items} />
          <Divider style={{ margin: '12px 0' }} />
        </>
      )}
      <Flex vertical gap={8}>
        {!empty && (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }} data-testid="quote-meaning">
              A quote is not a booking yet: Proceed to Booking sends every service in it as one booking request.
            </Typography.Paragraph>
            <Button type="primary" block onClick={() => go({ pathname: '/booking-form' })}>
              Proceed to Booking
            </Button>
            <Button block icon={<PrinterOutlined aria-hidden />} onClick={() => openDocument('simplified')}>
              Open Simplified Quote in New Window
            </Button>
            <Button block icon={<MailOutlined aria-hidden />} onClick={() => openDocument('email')}>
              {emailOpened ? 'Opened Email Quote' : 'Open Email Quote in New Window'}
            </Button>
            <Button block icon={<SaveOutlined aria-hidden />} onClick={save} loading={saveMutation.isPending}>
              Save quote
            </Button>
            {saved && <SavedLink link={saved} />}
          </>
        )}
        <Button block onClick={() => go({ pathname: '/booking', search: location.search })}>
          Continue Searching
        </Button>
        {!empty && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 13 }}>
            To send this quote by e-mail, open the e-mail quote, select everything in the new window (Ctrl+A, or ⌘A on a
            Mac), copy it (Ctrl+C or ⌘C) and paste it into your message. Save quote gives you a link to share instead;
            it works for {QUOTE_VALID_DAYS} days.
          </Typography.Paragraph>
        )}
      </Flex>
    </Drawer>
  );
}
