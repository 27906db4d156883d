import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App, Button, Divider, Drawer, Empty, Flex, Grid, Input, Space, Tag, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, MailOutlined, PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { ApiRequestError, QUOTE_VALID_DAYS, SERVICE_TYPE_LABELS, type PromoApplyResponse, type SaveQuoteRequest, type SavedQuoteLink } from '@vip/contracts';
import type { AppliedPromo, CartItem, CartState } from '../cart/cart.types';
import { getCartStore, useCart } from '../cart/use-cart';
import { applyPromo, useApplyPromoMutation, useSaveQuoteMutation } from './api';
import {
  discountReasonLabel,
  formatInstantDate,
  formatQuoteDate,
  formatQuoteTime,
  formatServiceCount,
  formatTravellers,
  formatWholeDollars,
  typeAndLevelLabel,
} from './format';
import { buildEmailQuoteHtml, buildSimplifiedQuoteHtml, openQuoteWindow } from './quote-documents';
import { closeQuoteSheet, useQuoteSheetOpen } from './quote-sheet-store';

/** Spec §9: the quote button's changed label, and the copy confirmation, last 2 seconds. */
export const LABEL_RESET_MS = 2000;

/** A label that flips for a while after `trigger()`, with its timer cleared on unmount. */
function useTemporaryFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    setOn(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, trigger];
}

const promoItems = (items: readonly CartItem[]) => items.map((i) => ({ id: i.id, serviceLevel: i.serviceLevel, serviceType: i.serviceType }));

/** What the promo depends on: which services, at which level and type (not prices or discounts). */
const promoSignature = (items: readonly CartItem[]) => items.map((i) => `${i.id}:${i.serviceLevel}:${i.serviceType}`).join('|');

/**
 * The applied promo lists percentages per cart id, so a service added later would not get it: when
 * the services change while a promo is applied, the code is applied again, quietly.
 */
function usePromoFollowsCart(state: CartState): void {
  const signature = promoSignature(state.items);
  const last = useRef(signature);
  useEffect(() => {
    if (signature === last.current) return;
    last.current = signature;
    const store = getCartStore();
    const promo = store.getState().promo;
    if (!promo || store.getState().items.length === 0) return;
    applyPromo({ code: promo.code, items: promoItems(store.getState().items) })
      .then((answer) => {
        // Stale answers (the cart moved on again, or another code was applied meanwhile) are dropped.
        const now = store.getState();
        if (now.promo?.code === promo.code && promoSignature(now.items) === signature) store.applyPromo(answer);
      })
      .catch((error: unknown) => console.warn('Promo code could not be applied to the changed quote', error));
  }, [signature]);
}

function toSaveRequest(state: CartState): SaveQuoteRequest {
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

function linkedPair(item: CartItem, items: readonly CartItem[]): { outbound: CartItem; back: CartItem } | null {
  if (item.returnTripId !== undefined) {
    const back = items.find((other) => other.id === item.returnTripId);
    return back ? { outbound: item, back } : null;
  }
  if (item.returnTripFor !== undefined) {
    const outbound = items.find((other) => other.id === item.returnTripFor);
    return outbound ? { outbound, back: item } : null;
  }
  return null;
}

const legLine = (label: string, leg: CartItem) =>
  `${label}: ${SERVICE_TYPE_LABELS[leg.serviceType]}, ${formatQuoteDate(leg.date)} at ${formatQuoteTime(leg.time)}`;

function QuoteRow({ item, items, promo, total, onRemove }: { item: CartItem; items: readonly CartItem[]; promo: AppliedPromo | null; total: number; onRemove: () => void }) {
  const pair = linkedPair(item, items);
  const gross = item.basePrice + (item.porterSelected ? item.porterCost : 0);
  const titleId = `quote-item-${item.id}`;
  return (
    <li aria-labelledby={titleId} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }}>
      <Flex justify="space-between" gap={12} align="start">
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong id={titleId}>
            {item.name}
          </Typography.Text>
          {pair && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              Round trip
            </Tag>
          )}
          <div>
            {item.airport.code} – {item.airport.name}
          </div>
          <Typography.Text type="secondary">{typeAndLevelLabel(item)}</Typography.Text>
          <div>
            {formatQuoteDate(item.date)} · {formatQuoteTime(item.time)}
          </div>
          <div>{formatTravellers(item.travelers)}</div>
          {pair && (
            <div>
              <div>{legLine('Outbound', pair.outbound)}</div>
              <div>{legLine('Return', pair.back)}</div>
            </div>
          )}
          <Typography.Text type="secondary">
            {item.porterSelected ? `Porter service included (+${formatWholeDollars(item.porterCost)})` : 'No porter service'}
          </Typography.Text>
        </div>
        <Flex vertical align="end" gap={4} style={{ flexShrink: 0 }}>
          {item.discountPercentage > 0 && (
            <Typography.Text delete type="secondary" aria-label={`Was ${formatWholeDollars(gross)}`}>
              {formatWholeDollars(gross)}
            </Typography.Text>
          )}
          <Typography.Text strong>{formatWholeDollars(total)}</Typography.Text>
          {item.discountPercentage > 0 && (
            <Typography.Text type="success" style={{ fontSize: 13 }}>
              {item.discountPercentage}% off ({discountReasonLabel(item, promo?.code)})
            </Typography.Text>
          )}
          <Button type="text" danger size="small" icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${item.name} from quote`} onClick={onRemove} />
        </Flex>
      </Flex>
    </li>
  );
}

function PromoEntry({ promo, items }: { promo: AppliedPromo | null; items: readonly CartItem[] }) {
  const { notification } = App.useApp();
  const { applyPromo: storePromo } = useCart();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const mutation = useApplyPromoMutation();

  const submit = () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    mutation.mutate(
      { code: trimmed, items: promoItems(items) },
      {
        onSuccess: (answer: PromoApplyResponse) => {
          storePromo(answer);
          if (!answer.valid) {
            notification.error({ title: `Invalid promo code: ${answer.code || trimmed.toUpperCase()}` });
            return;
          }
          setCode('');
          setOpen(false);
          notification.success({
            title: 'Promo code applied',
            description: answer.appliedCount > 0 ? answer.message : 'No eligible services found for this promo code',
          });
        },
        onError: (error) =>
          notification.error({
            title: 'Could not apply promo code',
            description: error instanceof ApiRequestError ? error.userMessage : 'Please try again in a moment.',
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
              Active promo code: <Tag color="green" style={{ color: '#135200' }}>{promo.code}</Tag>
            </Typography.Text>
            {promo.description ? <Typography.Text type="secondary">{promo.description}</Typography.Text> : null}
          </div>
          <Button
            type="link"
            size="small"
            onClick={() => storePromo({ valid: false, code: promo.code, description: null, discounts: [], appliedCount: 0, message: '' })}
          >
            Remove code
          </Button>
        </Flex>
      )}
      <Button type="link" style={{ paddingInline: 0 }} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        Have a promo code?
      </Button>
      {open && (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            placeholder="Enter promo code"
            aria-label="Promo code"
            value={code}
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={submit}
          />
          <Button type="primary" onClick={submit} loading={mutation.isPending} disabled={!code.trim()}>
            Apply
          </Button>
        </Space.Compact>
      )}
    </div>
  );
}

function SavedLink({ link }: { link: SavedQuoteLink }) {
  const [copied, flagCopied] = useTemporaryFlag(LABEL_RESET_MS);
  const input = useRef<HTMLInputElement>(null);
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
          aria-label="Saved quote link"
          ref={(el) => {
            input.current = el?.input ?? null;
          }}
          onFocus={(e) => e.target.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? 'Copied!' : 'Copy link'}
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary">Valid until {formatInstantDate(link.expiresAt)}</Typography.Text>
    </div>
  );
}

/** Spec §2 "Quote side sheet": the cart as a quote, its promo code, documents and ways on. */
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

  // Spec §8: an unreadable stored cart is reported once; the cart itself already started empty.
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
      notification.error({ title: 'Failed to open quote', description: 'Please check your browser settings and try again.' });
      return;
    }
    if (kind === 'email') {
      flagEmailOpened();
      notification.success({ title: 'Full quote opened in new window', description: 'Your detailed quote has opened in a new tab/window for easy copying' });
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
          description: error instanceof ApiRequestError ? error.userMessage : 'Every service needs a date and time before the quote can be saved.',
        }),
    });
  };

  const empty = state.items.length === 0;

  return (
    <Drawer title="Your Service Quote" placement="right" open={open} onClose={closeQuoteSheet} size={screens.sm === false ? '100%' : 480}>
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
              <QuoteRow key={item.id} item={item} items={state.items} promo={state.promo} total={itemTotal(item)} onRemove={() => remove(item.id)} />
            ))}
          </ul>
          <dl aria-label="Quote summary" style={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, margin: '12px 0' }}>
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
            To send this quote by e-mail, open the e-mail quote, select everything in the new window (Ctrl+A, or ⌘A on a Mac), copy it
            (Ctrl+C or ⌘C) and paste it into your message. Save quote gives you a link to share instead; it works for {QUOTE_VALID_DAYS} days.
          </Typography.Paragraph>
        )}
      </Flex>
    </Drawer>
  );
}
