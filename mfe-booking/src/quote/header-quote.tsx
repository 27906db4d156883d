import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Button, Flex } from 'antd';
import { FileTextOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { HEADER_ICONS_BELOW_PX } from '@vip/contracts';
import { ButtonLink } from '@vip/ui';
import { useCart } from '../cart/use-cart';
import { formatServiceCount } from './format';
import { installGlobalHooks, openQuoteSheet, useQuoteSheetOpen } from './quote-sheet-store';

// The sheet, its dialogs and the quote documents are fetched when a traveller first opens it, not with
// every page's header (issue 13: a first visit downloads only what the page shows).
const QuoteSheet = lazy(() => import('./quote-sheet').then((m) => ({ default: m.QuoteSheet })));

/** Mounted from the first opening on (so it can animate closed and keep its state), never before. */
function QuoteSheetWhenOpened() {
  const open = useQuoteSheetOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <QuoteSheet />
    </Suspense>
  ) : null;
}

/**
 * On a phone's header there is room for the icons, not the words: under 560 px View Quote shows its icon and
 * count, Checkout its icon (their names stay for screen readers: the buttons' aria-labels).
 */
const HEADER_QUOTE_STYLE = `
@media (max-width: ${HEADER_ICONS_BELOW_PX - 0.02}px) {
  .header-quote--on-dark .header-quote__label { display: none; }
  .header-quote--on-dark .ant-btn { padding-inline: 10px; }
}
`;

export interface HeaderQuoteProps {
  /** 'header': on the shell's dark blue header (white text); 'plain': on a light background. */
  variant?: 'header' | 'plain';
}

/**
 * What the page header shows of the quote (spec §2): View Quote with a count badge, Checkout when the
 * cart is not empty, and the sheet itself, so the header is the one place the sheet lives.
 */
export function HeaderQuote({ variant = 'header' }: HeaderQuoteProps) {
  const { state } = useCart();
  const count = state.items.length;
  const onDark = variant === 'header';

  useEffect(() => installGlobalHooks(), []);

  return (
    <>
      {onDark && <style>{HEADER_QUOTE_STYLE}</style>}
      <Flex align="center" gap={onDark ? 8 : 12} className={onDark ? 'header-quote--on-dark' : undefined}>
        <Badge count={count} size="small" offset={[-2, 2]}>
          <Button
            ghost={onDark}
            icon={<FileTextOutlined aria-hidden />}
            aria-label={`View Quote, ${formatServiceCount(count)}`}
            onClick={openQuoteSheet}
            style={onDark ? { color: '#fff', borderColor: 'rgba(255,255,255,0.65)' } : undefined}
          >
            <span className="header-quote__label">View Quote</span>
          </Button>
        </Badge>
        {count > 0 && (
          <ButtonLink
            to="/booking-form"
            type="primary"
            icon={onDark ? <ShoppingCartOutlined aria-hidden /> : undefined}
            aria-label="Checkout"
            style={onDark ? { background: '#c9a227', borderColor: '#c9a227', color: '#0b3a66', fontWeight: 600 } : undefined}
          >
            <span className="header-quote__label">Checkout</span>
          </ButtonLink>
        )}
      </Flex>
      <QuoteSheetWhenOpened />
    </>
  );
}
