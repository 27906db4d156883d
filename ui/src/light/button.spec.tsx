import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ButtonLink, LightButton } from './button';

function renderAt() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ButtonLink to="/booking">Book VIP now</ButtonLink>} />
        <Route path="/booking" element={<h1>Booking</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ButtonLink', () => {
  it('is one link with its address, not a button inside a link', () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'Book VIP now' });
    expect(link).toHaveAttribute('href', '/booking');
    expect(link.querySelector('button')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves within the app on a plain click and from the keyboard', async () => {
    renderAt();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Book VIP now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Booking' })).toBeInTheDocument();
  });

  it('leaves a modified click to the browser (a new tab), staying on the page', async () => {
    renderAt();
    // What the browser would do with the click (open a tab) is not jsdom's to do: stop it after the app saw it.
    let browserDefault = true;
    const afterApp = (e: MouseEvent) => {
      browserDefault = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', afterApp);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Book VIP now' }));
    document.removeEventListener('click', afterApp);
    expect(browserDefault).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Booking' })).toBeNull();
  });
});

describe('LightButton', () => {
  it('while busy keeps the focus, is read as unavailable and busy, and ignores presses; then acts again', async () => {
    const pressed = jest.fn();
    const { rerender } = render(
      <LightButton onClick={pressed} busy>
        Retry
      </LightButton>,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(pressed).not.toHaveBeenCalled();

    rerender(<LightButton onClick={pressed}>Retry</LightButton>);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
