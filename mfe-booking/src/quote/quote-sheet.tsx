import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Button, Divider, Drawer, Empty, Flex, Grid, Typography } from 'antd';
import { MailOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { ApiRequestError } from '@vip/contracts/http';
import { QUOTE_VALID_DAYS, type SavedQuoteLink } from '@vip/contracts/schemas';
import { localeDirection } from '@vip/contracts/i18n';
import { useCart } from '../cart/use-cart';
import { useSaveQuoteMutation } from './api';
import { formatServiceCount, formatWholeDollars, useWording } from './format';
import { PromoEntry } from './promo-entry';
import { buildEmailQuoteHtml, buildSimplifiedQuoteHtml, openQuoteWindow } from './quote-documents';
import { promoSignature, usePromoFollowsCart } from './quote-promo';
import { QuoteRow } from './quote-row';
import { QUOTE_SHEET_MESSAGES as M } from './quote.messages';
import { closeQuoteSheet, useQuoteSheetOpen } from './quote-sheet-store';
import { SavedLink, toSaveRequest } from './saved-link';
import { LABEL_RESET_MS, useTemporaryFlag } from './use-temporary-flag';
import { PriceEstimate } from '../currency/price-estimate';
import { useEstimateText } from '../currency/use-estimate-text';

/** Full-width actions whose words may run longer in a translation: a second line rather than text past the edge. */
const WRAPS = { whiteSpace: 'normal', height: 'auto', minHeight: 32 } as const;

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
  const wording = useWording();
  const { text, locale } = wording;
  const money = (amount: number) => formatWholeDollars(amount, locale);
  const estimateText = useEstimateText();

  usePromoFollowsCart(state);

  // An unreadable stored cart is reported once; the cart itself already started empty.
  const announcedLoadError = useRef(false);
  useEffect(() => {
    if (!state.loadError || announcedLoadError.current) return;
    announcedLoadError.current = true;
    notification.error({ title: text(M.loadErrorTitle), description: text(M.loadErrorBody) });
  }, [state.loadError, notification]);

  // A saved link describes the cart as it was; once the services change it would mislead.
  const signature = promoSignature(state.items);
  useEffect(() => setSaved(null), [signature]);

  const openDocument = (kind: 'email' | 'simplified') => {
    const input = { items: state.items, promo: state.promo, wording, estimate: estimateText(totals.total) };
    try {
      openQuoteWindow(kind === 'email' ? buildEmailQuoteHtml(input) : buildSimplifiedQuoteHtml(input));
    } catch (error) {
      console.warn('Quote window could not be opened', error);
      notification.error({ title: text(M.openFailedTitle), description: text(M.openFailedBody) });
      return;
    }
    if (kind === 'email') {
      flagEmailOpened();
      notification.success({ title: text(M.emailOpenedTitle), description: text(M.emailOpenedBody) });
    } else {
      notification.success({ title: text(M.simplifiedOpened) });
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
          title: text(M.saveFailedTitle),
          description: error instanceof ApiRequestError ? error.userMessage : text(M.saveFailedBody),
        }),
    });
  };

  const empty = state.items.length === 0;

  return (
    <Drawer
      title={text(M.title)}
      // The sheet comes in from the side the page's text ends on.
      placement={localeDirection(locale) === 'rtl' ? 'left' : 'right'}
      open={open}
      onClose={closeQuoteSheet}
      size={screens.sm === false ? '100%' : 480}
    >
      {empty ? (
        <Empty description={text(M.empty)} />
      ) : (
        <>
          <Flex justify="space-between" align="center">
            <Typography.Text>{formatServiceCount(totals.count, wording)}</Typography.Text>
            <Button type="link" danger onClick={clear}>
              {text(M.clearAll)}
            </Button>
          </Flex>
          <ul aria-label={text(M.list)} style={{ margin: 0, padding: 0 }}>
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
            aria-label={text(M.summary)}
            style={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, margin: '12px 0' }}
          >
            <dt>{text(M.baseTotal)}</dt>
            <dd style={{ margin: 0, textAlign: 'end' }}>{money(totals.baseTotal)}</dd>
            <dt>{text(M.porterTotal)}</dt>
            <dd style={{ margin: 0, textAlign: 'end' }}>{money(totals.porterTotal)}</dd>
            {totals.discountTotal > 0 && (
              <>
                <dt>{text(M.discounts)}</dt>
                <dd style={{ margin: 0, textAlign: 'end' }}>−{money(totals.discountTotal)}</dd>
              </>
            )}
            <dt style={{ fontWeight: 600 }}>{text(M.total)}</dt>
            <dd style={{ margin: 0, textAlign: 'end', fontWeight: 600 }}>
              {money(totals.total)}
              <PriceEstimate usd={totals.total} note />
            </dd>
          </dl>
          <PromoEntry promo={state.promo} items={state.items} />
          <Divider style={{ margin: '12px 0' }} />
        </>
      )}
      <Flex vertical gap={8}>
        {!empty && (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }} data-testid="quote-meaning">
              {text(M.meaning)}
            </Typography.Paragraph>
            <Button type="primary" block style={WRAPS} onClick={() => go({ pathname: '/booking-form' })}>
              {text(M.proceed)}
            </Button>
            <Button
              block
              style={WRAPS}
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => openDocument('simplified')}
            >
              {text(M.openSimplified)}
            </Button>
            <Button block style={WRAPS} icon={<MailOutlined aria-hidden />} onClick={() => openDocument('email')}>
              {text(emailOpened ? M.openedEmail : M.openEmail)}
            </Button>
            <Button
              block
              style={WRAPS}
              icon={<SaveOutlined aria-hidden />}
              onClick={save}
              loading={saveMutation.isPending}
            >
              {text(M.save)}
            </Button>
            {saved && <SavedLink link={saved} />}
          </>
        )}
        <Button block style={WRAPS} onClick={() => go({ pathname: '/booking', search: location.search })}>
          {text(M.continueSearching)}
        </Button>
        {!empty && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 13 }}>
            {text(M.emailHowTo, {
              selectAll: 'Ctrl+A',
              selectAllMac: '⌘A',
              copy: 'Ctrl+C',
              copyMac: '⌘C',
              days: QUOTE_VALID_DAYS,
            })}
          </Typography.Paragraph>
        )}
      </Flex>
    </Drawer>
  );
}
