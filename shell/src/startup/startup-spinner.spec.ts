import { dismissStartupSpinner } from './startup-spinner';

describe('start-up spinner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades after about 300 ms and is removed about 300 ms later', () => {
    document.body.innerHTML = '<div id="startup-spinner"></div>';
    const el = document.getElementById('startup-spinner');
    dismissStartupSpinner(el);
    jest.advanceTimersByTime(299);
    expect(el).not.toHaveClass('is-fading');
    jest.advanceTimersByTime(1);
    expect(el).toHaveClass('is-fading');
    jest.advanceTimersByTime(299);
    expect(document.getElementById('startup-spinner')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('startup-spinner')).toBeNull();
  });
});
