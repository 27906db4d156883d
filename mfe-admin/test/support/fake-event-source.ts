/**
 * The browser's EventSource as the live board uses it: tests open it, emit 'board' events and errors by hand.
 * install() puts it on globalThis for the test file's tests and takes it away after each.
 */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Array<() => void>>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.closed = true;
  }

  static install() {
    beforeEach(() => {
      FakeEventSource.last = null;
      (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
    });
    afterEach(() => {
      delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
    });
  }
}
