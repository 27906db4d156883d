import { act, render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { AntdScope } from './antd-scope';

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
});
