import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { APP_READY_ATTRIBUTE } from '@vip/contracts/platform';
import { setValidationClock } from '@vip/contracts/schemas';
import { clearToasts } from '@vip/ui/toast';

// The shared schemas refuse service dates in the past or more than two years ahead. Web tests book
// services in June 2030 (fixtures and pacts alike), so the schemas' "today" is the day before they start.
setValidationClock(() => new Date('2030-06-01T12:00:00Z'));

// antd generates and injects its CSS-in-JS for every component it mounts, which is most of a jsdom
// test's time and nothing a test looks at (jsdom does no layout): registration is skipped in tests.
jest.mock('@ant-design/cssinjs', () => ({
  ...jest.requireActual('@ant-design/cssinjs'),
  useStyleRegister: () => undefined,
}));

// A test renders its page in the browser, as the app does after start-up: the app is up (parts of a page that
// hydrate once it is, lazySection, load at once). A test of that waiting takes the mark off.
beforeEach(() => {
  if (typeof document !== 'undefined') document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
});

// Toasts shown through @vip/ui's toast live in antd's own container, outside what a test renders and unmounts:
// each test starts without the previous one's.
afterEach(() => clearToasts());

// findBy*/waitFor wait this long: antd renders slowly in jsdom on a loaded two-core machine.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not implement getComputedStyle(element, pseudoElement) and logs a long error for every
// antd dialog (its scroll locker measures the scrollbar that way); the element's own style is the
// same answer for what antd reads there.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => computed(element)) as typeof window.getComputedStyle;
}

// antd reads matchMedia for responsive components; jsdom has none. (Contract tests run in node.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (typeof window !== 'undefined' && !(window as unknown as { ResizeObserver?: unknown }).ResizeObserver) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no MessageChannel; antd's form schedules macro-tasks with it. A timer-based pair
// behaves the same for tests and never keeps the process alive.
if (typeof (globalThis as { MessageChannel?: unknown }).MessageChannel === 'undefined') {
  type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void };
  class TimerMessageChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const make = (): Port => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  (globalThis as { MessageChannel?: unknown }).MessageChannel = TimerMessageChannel;
}

// jsdom has no canvas drawing and logs a long error when asked for one: a canvas here draws nothing,
// as on a device without the feature (flag emoji support is checked that way, for one).
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

// jsdom has <dialog> without showModal()/close() (the site menu is a native modal dialog): what a test needs
// of them is that the dialog opens and closes (the browser's focus trap and backdrop are e2e's to check).
if (typeof window !== 'undefined' && window.HTMLDialogElement && !window.HTMLDialogElement.prototype.showModal) {
  window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  window.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jest-fixed-jsdom puts Node's FormData in place of jsdom's, and Node's does not read a <form>. React reads the
// form when a plain <form onSubmit> (the search form) is sent during a transition (a router navigation):
// this one reads the named fields as a browser would.
if (typeof window !== 'undefined' && typeof FormData !== 'undefined') {
  const NodeFormData = FormData;
  class FormDataOfForms extends NodeFormData {
    constructor(form?: unknown) {
      super();
      if (form instanceof window.HTMLFormElement) {
        for (const element of Array.from(form.elements) as HTMLInputElement[]) {
          if (element.name && !element.disabled && !(['checkbox', 'radio'].includes(element.type) && !element.checked))
            this.append(element.name, element.value);
        }
      }
    }
  }
  globalThis.FormData = FormDataOfForms as typeof FormData;
}
