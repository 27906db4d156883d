import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { closePageToasts, HoistedStyle, lazySection, PAGE_BASE_STYLE } from '@vip/ui';
import { SiteHeader } from './site-header';

// Links only: in every page's HTML, hydrated after the page (a first visit answers without its code).
const SiteFooter = lazySection(() => import('./site-footer').then((m) => m.SiteFooter));

/** Fetches the frame's parts that load on demand (the server renders the frame whole, in one pass). */
export function preloadFrame(): Promise<unknown> {
  return SiteFooter.preload();
}

/** Every screen sits between the shared header and footer. */
function SkipLink() {
  return (
    <a
      href="#main-content"
      className="visually-hidden"
      style={{ position: 'absolute' }}
      onFocus={(e) => e.currentTarget.classList.remove('visually-hidden')}
      onBlur={(e) => e.currentTarget.classList.add('visually-hidden')}
    >
      Skip to content
    </a>
  );
}

/**
 * Going to another page: it opens at its top with the keyboard's focus at the start of its content (a phone kept
 * the scroll of the page left, landing on the footer), and a toast about the page left ('Service added to quote')
 * does not follow. Back and forward leave the scroll to the browser, which restores it.
 */
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
    // Plain elements, no antd Layout: the frame is on every page, and a first visit loads no antd.
    <div
      className="vip-page"
      style={{ minHeight: '100vh', background: '#fff', display: 'flex', flexDirection: 'column' }}
    >
      <HoistedStyle name="page" css={PAGE_BASE_STYLE} />
      <SkipLink />
      <PageChange />
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold and never jumps down when a page's
          content arrives after the frame (it was the largest layout shift of every first visit). */}
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

/**
 * A remote that draws its own frame (remotes.json `"chrome": "own"`: the back office): the whole window is
 * its, with its own header and a `<main id="main-content">` the skip link reaches.
 */
export function BareLayout() {
  return (
    <div className="vip-page" style={{ minHeight: '100vh', background: '#fff' }}>
      <HoistedStyle name="page" css={PAGE_BASE_STYLE} />
      <SkipLink />
      <Outlet />
    </div>
  );
}
