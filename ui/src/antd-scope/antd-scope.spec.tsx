import { act, render, screen } from '@testing-library/react';
import { Empty, theme as antdTheme } from 'antd';
import { EN_MESSAGES } from '@vip/contracts/i18n';
import { LocaleProvider } from '../i18n/locale-provider';
import { ANTD_LOCALES } from './antd-locale';
import { AntdScope } from './antd-scope';

/** WCAG's contrast of an opaque colour against white. */
function contrastOnWhite(color: string): number {
  const channels = (color.match(/[0-9a-f]{2}/gi) ?? []).map((c) => parseInt(c, 16) / 255);
  const linear = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
  return 1.05 / (luminance + 0.05);
}

function TextColours() {
  const { token } = antdTheme.useToken();
  return (
    <p data-testid="colours">
      {JSON.stringify({ success: token.colorSuccessText, link: token.colorLink, error: token.colorErrorText })}
    </p>
  );
}

/** A matchMedia whose prefers-reduced-motion answer the test sets and can change while the page is open. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((fn) => fn());
    },
    restore: () => (window.matchMedia = original),
  };
}

function MotionState() {
  const { token } = antdTheme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

describe('AntdScope', () => {
  it("gives success, link and error text (the quote's '10% off', links, errors) at least 4.5:1 on white", () => {
    render(
      <AntdScope>
        <TextColours />
      </AntdScope>,
    );
    const colours = JSON.parse(screen.getByTestId('colours').textContent!) as Record<string, string>;
    for (const [name, colour] of Object.entries(colours))
      expect({ name, ratio: contrastOnWhite(colour) >= 4.5 }).toEqual({ name, ratio: true });
  });

  it('turns antd animations off when the system asks for reduced motion, and back on when it no longer does', () => {
    const media = systemMotion(true);
    try {
      render(
        <AntdScope>
          <MotionState />
        </AntdScope>,
      );
      expect(screen.getByText('still')).toBeInTheDocument();
      act(() => media.set(false));
      expect(screen.getByText('animated')).toBeInTheDocument();
    } finally {
      media.restore();
    }
  });

  it('keeps animations for everyone else', () => {
    const media = systemMotion(false);
    try {
      render(
        <AntdScope>
          <MotionState />
        </AntdScope>,
      );
      expect(screen.getByText('animated')).toBeInTheDocument();
    } finally {
      media.restore();
    }
  });

  it("says antd's own words in the page's language: at once when preloaded, else once they arrive", async () => {
    await ANTD_LOCALES.load('fr');
    const french = render(
      <LocaleProvider locale="fr" messages={EN_MESSAGES}>
        <AntdScope>
          <Empty />
        </AntdScope>
      </LocaleProvider>,
    );
    expect(screen.getByText('Aucune donnée', { selector: '.ant-empty-description' })).toBeInTheDocument();
    french.unmount();
    render(
      <LocaleProvider locale="de" messages={EN_MESSAGES}>
        <AntdScope>
          <Empty />
        </AntdScope>
      </LocaleProvider>,
    );
    expect(await screen.findByText('Keine Daten', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
