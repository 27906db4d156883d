import type { Logger } from './logger';
import { StartProgress } from './lifecycle';

describe('a service start that takes long', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('names its step at warn every interval until it is done, and is quiet after', () => {
    const warn = jest.fn();
    const progress = new StartProgress({ warn } as unknown as Logger, 30_000);
    progress.step('database and migrations');
    jest.advanceTimersByTime(29_999);
    expect(warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    progress.step('reconfirmation scheduler');
    jest.advanceTimersByTime(30_000);
    expect(warn.mock.calls).toEqual([
      [{ step: 'database and migrations', ms: 30_000 }, 'start is slow: still at a step'],
      [{ step: 'reconfirmation scheduler', ms: 60_000 }, 'start is slow: still at a step'],
    ]);
    progress.done();
    jest.advanceTimersByTime(120_000);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
