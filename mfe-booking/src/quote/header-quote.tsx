import { Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { HEADER_ICONS_BELOW_PX } from '@vip/contracts/brand';
import { ButtonLink, catalogueScope, lazyAntdPage, LightButton, LightIcon, useText } from '@vip/ui';
import { useCartState } from '../cart/cart-view';
import { PAGE_CATALOGUES } from '../i18n/catalogue';
import { HEADER_QUOTE_MESSAGES as M } from './quote.messages';
import { installGlobalHooks, openQuoteSheet, useQuoteSheetOpen } from './quote-sheet-store';

// The sheet, its dialogs and the quote documents (and antd, which they are built with) are fetched when a
// traveller first opens it, not with every page's header (a first visit downloads only what the
// page shows). The header's buttons are plain elements for the same reason.
const QuoteSheet = lazyAntdPage(() => import('./quote-sheet').then((m) => m.QuoteSheet));

/** Mounted from the first opening on (so it can animate closed and keep its state), never before. */
function QuoteSheetWhenOpened() {
  const open = useQuoteSheetOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // In the body, not in the header's row: the sheet's AntdScope brings antd's App wrapper, which must not take
  // room among the header's buttons (it pushed a phone's header 33 px past the screen).
  return opened
    ? createPortal(
        <Suspense fallback={null}>
          <QuoteSheet />
        </Suspense>,
        document.body,
      )
    : null;
}

/**
 * On a phone's header there is room for the icons, not the words: under 560 px View Quote shows its icon and
 * count, Checkout its icon (their names stay for screen readers: the buttons' aria-labels).
 */
const HEADER_QUOTE_STYLE = `
.header-quote { display: flex; align-items: center; gap: 12px; }
.header-quote--on-dark { gap: 8px; }
.header-quote__view { position: relative; display: inline-flex; }
.header-quote--on-dark .header-quote__view > .vip-btn { color: #fff; background: transparent; border-color: rgba(255, 255, 255, 0.65); }
.header-quote--on-dark .header-quote__view > .vip-btn:hover { border-color: #fff; }
.header-quote--on-dark a.vip-btn.header-quote__checkout { background: ${VIP_THEME.gold}; border-color: ${VIP_THEME.gold}; color: ${VIP_THEME.navy}; font-weight: 600; }
.header-quote__count { position: absolute; top: -6px; inset-inline-end: -6px; min-width: 16px; height: 16px; padding: 0 4px; box-sizing: border-box; border-radius: 8px; background: ${VIP_THEME.colorError}; color: #fff; font-size: 12px; line-height: 16px; text-align: center; box-shadow: 0 0 0 1px #fff; pointer-events: none; }
@media (max-width: ${HEADER_ICONS_BELOW_PX - 0.02}px) {
  .header-quote--on-dark .header-quote__label { display: none; }
  .header-quote--on-dark .vip-btn { padding-inline: 10px; }
}
`;

export interface HeaderQuoteProps {
  /** 'header': on the shell's dark blue header (white text); 'plain': on a light background. */
  variant?: 'header' | 'plain';
}

function HeaderQuoteButtons({ variant = 'header' }: HeaderQuoteProps) {
  const text = useText();
  const count = useCartState().items.length;
  const onDark = variant === 'header';

  useEffect(() => installGlobalHooks(), []);

  return (
    <>
      <style>{HEADER_QUOTE_STYLE}</style>
      <div className={onDark ? 'header-quote header-quote--on-dark' : 'header-quote'}>
        <span className="header-quote__view">
          <LightButton
            icon={<LightIcon icon={FileTextOutlined} />}
            aria-label={text(M.viewQuoteLabel, { count })}
            onClick={openQuoteSheet}
          >
            <span className="header-quote__label">{text(M.viewQuote)}</span>
          </LightButton>
          {count > 0 && (
            <span className="header-quote__count" aria-hidden="true">
              {count}
            </span>
          )}
        </span>
        {count > 0 && (
          <ButtonLink
            to="/booking-form"
            type="primary"
            className="header-quote__checkout"
            icon={onDark ? <LightIcon icon={ShoppingCartOutlined} /> : undefined}
            aria-label={text(M.checkout)}
          >
            <span className="header-quote__label">{text(M.checkout)}</span>
          </ButtonLink>
        )}
      </div>
      <QuoteSheetWhenOpened />
    </>
  );
}

// Rendered by the shell's header, outside this remote's pages: it brings its own texts (the sheet's too).
const HeaderQuoteScope = catalogueScope(PAGE_CATALOGUES);

/**
 * What the page header shows of the quote: View Quote with a count badge, Checkout when the
 * cart is not empty, and the sheet itself, so the header is the one place the sheet lives.
 */
export function HeaderQuote(props: HeaderQuoteProps) {
  // The shell's slot has no Suspense of its own: while the language's texts load the header keeps its room empty
  // (or, hydrating, the server's HTML) rather than suspending the page around it.
  return (
    <Suspense fallback={null}>
      <HeaderQuoteScope>
        <HeaderQuoteButtons {...props} />
      </HeaderQuoteScope>
    </Suspense>
  );
}
