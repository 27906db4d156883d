import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@vip/contracts/i18n';
import { LocaleProvider } from '../i18n/locale-provider';
import { RemoteUnavailable } from './remote-unavailable';

describe('RemoteUnavailable', () => {
  it('says a part of the site did not load and offers to try again', async () => {
    const onRetry = jest.fn();
    render(<RemoteUnavailable onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('outside any page catalogue, speaks the page language once its texts have loaded', async () => {
    render(
      <LocaleProvider locale="ar" messages={await loadMessages('ar')}>
        <RemoteUnavailable onRetry={jest.fn()} />
      </LocaleProvider>,
    );
    expect(await screen.findByText('هذا الجزء من الموقع غير متاح مؤقتًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
