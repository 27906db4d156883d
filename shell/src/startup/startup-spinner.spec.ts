import { dismissStartupSpinner, showStartupFailure } from './startup-spinner';

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

  it("says the page could not load when the app's scripts did not, as an alert", () => {
    document.body.innerHTML =
      '<div id="startup-spinner" role="status"><div class="ring"></div><span>Loading</span></div>';
    showStartupFailure(document.getElementById('startup-spinner'));
    const el = document.getElementById('startup-spinner')!;
    expect(el).toHaveAttribute('role', 'alert');
    expect(el).toHaveTextContent('The page could not load. Please check your connection and reload the page.');
  });
});
