import { useMemo, type ComponentType, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, notification } from 'antd';
import { useReducedMotion } from './use-reduced-motion';
import { toastRegion } from '../toast/toast-region';
import { BRAND_COLORS } from '@vip/contracts/brand';

/**
 * antd's default greys, link blue and success green miss WCAG AA contrast on white (placeholder 1.8:1, secondary
 * text 3.4:1, links 4.1:1, danger 3.3:1, success 2.3:1); these keep every text at 4.5:1 or more. The light components
 * (ui/src/light) use the same colours.
 */
export const theme = {
  token: {
    colorPrimary: BRAND_COLORS.navy,
    colorLink: '#0958d9',
    colorError: '#cf1322',
    // antd's #52c41a is 2.3:1: the quote's '10% off (round trip discount)' was barely readable.
    colorSuccess: '#237804',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Tertiary text (Descriptions labels, some hints) is 0.45 by default: 2.8:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
    fontSize: 15,
  },
};

const MOTIONLESS = { token: { motion: false } };

/** Toasts as the spec has them: one at a time, 5 s, bottom right, in the notifications region (swipe, F8, widths). */
const NOTIFICATIONS = { maxCount: 1, duration: 5, placement: 'bottomRight', getContainer: toastRegion } as const;

/**
 * A checkbox or radio with its words is one target; at the theme's 15 px text its line is 23.5 px, under
 * the 24 px WCAG 2.2 asks of a target (2.5.8), and stacked ones sit too close for the spacing exception.
 */
const TARGETS = { style: { minHeight: 24 } };

/**
 * What antd needs around the part of a page built with it: the theme, and toasts as the spec has them (one
 * at a time, 5 s, bottom right, in the notifications region). A visitor whose system asks for reduced motion gets antd
 * without animations: panels, dialogs and toasts appear and go at once.
 *
 * It is not around the whole app: the public pages' frame and first screens are built without antd (issue
 * 13: antd is ~300 KiB of script a first visit did not need), so antd and this scope load with the pages and
 * pieces that use it (withAntd), and each such piece has its own.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  // antd puts a motion provider into the tree the first time `motion` differs from the parent's, which
  // changes the React tree: switched on after a server-rendered page hydrates (a visitor who asks for
  // reduced motion), it would remount the whole page. Under a motionless parent the switch is there from
  // the first render, so a later change of the setting is a re-render only.
  return (
    <ConfigProvider theme={MOTIONLESS}>
      <ConfigProvider theme={themed} checkbox={TARGETS} radio={TARGETS}>
        <AntApp notification={NOTIFICATIONS} message={{ maxCount: 1, duration: 5 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </ConfigProvider>
  );
}

/** The component inside its own AntdScope: for a page or a piece that is built with antd. */
export function withAntd<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithAntd(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  WithAntd.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
  return WithAntd;
}

let lastingConfigured = false;

/**
 * Toasts for a page that moves on at once (the checkout with an empty cart goes home, a created transfer opens the
 * board): a page's own toasts live in its AntdScope and would go with it. These live in antd's own container, with
 * the spec's settings (one at a time, 5 s, bottom right) and the theme.
 */
export function lastingNotification(): typeof notification {
  if (!lastingConfigured) {
    lastingConfigured = true;
    notification.config(NOTIFICATIONS);
    ConfigProvider.config({ holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider> });
  }
  return notification;
}
