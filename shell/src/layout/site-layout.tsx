import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { closePageToasts, HoistedStyle, lazySection, PAGE_BASE_STYLE, useT } from '@vip/ui';
import { LanguageOffer } from './language-offer';
import { SiteHeader } from './site-header';

// Links only: hydrated after the page, so a first visit answers sooner.
const SiteFooter = lazySection(() => import('./site-footer').then((m) => m.SiteFooter));

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main-content"
      className="visually-hidden"
      style={{ position: 'absolute' }}
      onFocus={(e) => e.currentTarget.classList.remove('visually-hidden')}
      onBlur={(e) => e.currentTarget.classList.add('visually-hidden')}
    >
      {t('frame.skipToContent')}
    </a>
  );
}

/** A new page opens at its top, focus on its content (phones landed on the footer); back and forward restore scroll. */
function PageChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef(pathname);
  useEffect(() => {
    if (pathname === last.current) return;
    last.current = pathname;
    void closePageToasts();
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return null;
}

export function SiteLayout() {
  return (
    // No antd Layout: the frame is on every page, and a first visit loads no antd.
    <div
      className="vip-page"
      style={{ minHeight: '100vh', background: '#fff', display: 'flex', flexDirection: 'column' }}
    >
      <HoistedStyle name="page" css={PAGE_BASE_STYLE} />
      <SkipLink />
      <PageChange />
      <LanguageOffer />
      <SiteHeader />
      {/* A screen tall, so the footer never jumps down (a layout shift) when the page's content arrives. */}
      <div id="main-content" tabIndex={-1} style={{ outline: 'none', minHeight: 'calc(100vh - 64px)', flex: 'auto' }}>
        <main>
          <Outlet />
        </main>
      </div>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

/** For `"chrome": "own"` remotes: they bring a header and the `<main id="main-content">` the skip link needs. */
export function BareLayout() {
  return (
    <div className="vip-page" style={{ minHeight: '100vh', background: '#fff' }}>
      <HoistedStyle name="page" css={PAGE_BASE_STYLE} />
      <SkipLink />
      <Outlet />
    </div>
  );
}
