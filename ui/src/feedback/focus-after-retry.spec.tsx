import { screen, waitFor } from '@testing-library/react';
import { focusContentAfterRetry } from './focus-after-retry';

/** A page with a heading of its own and a failure's Try again, pressed (focused) as the retry starts. */
function pageWithFailure() {
  document.body.innerHTML = `
    <h1>Choose your service</h1>
    <input aria-label="Search" />
    <div id="body"><div role="alert">Error Loading Services <button>Try again</button></div></div>`;
  const button = document.querySelector('button')!;
  button.focus();
  focusContentAfterRetry();
  return { button, body: document.getElementById('body')! };
}

describe('focusContentAfterRetry', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('puts the focus on the first heading the retry brought, not on one that was there before', async () => {
    const { body } = pageWithFailure();
    body.innerHTML = '<section><h2>Standard Meet &amp; Greet</h2><ul><li>Arrival</li></ul></section>';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Standard Meet & Greet'));
    // Focusable from script only: Tab does not stop on it.
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes after a spinner, on a page with none above the failure', async () => {
    const { body } = pageWithFailure();
    document.querySelector('h1')!.remove();
    body.innerHTML = '<div role="status">Loading</div>';
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(document.body);
    body.innerHTML = '<main><h1>London Heathrow Airport</h1></main>';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('London Heathrow Airport'));
  });

  it('gives a list without a heading of its own the focus on the heading the failure was under', async () => {
    const { body } = pageWithFailure();
    body.innerHTML = '<table><tr><td>Opaline invoice 0612.pdf</td></tr></table>';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Choose your service'));
  });

  it('keeps the focus in the dialog the failure was in, never on the page behind it', async () => {
    document.body.innerHTML = `
      <h1>Bookings</h1>
      <div role="dialog" aria-label="Cancel booking"><div id="quote"><p>Could not work out the cancellation charge</p>
        <button>Retry</button></div></div>`;
    document.querySelector('button')!.focus();
    focusContentAfterRetry();
    document.getElementById('quote')!.innerHTML = '<p>Cancellation charge: $50.00</p>';
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
  });

  it('leaves the focus where the user has moved it while the retry ran', async () => {
    const { body } = pageWithFailure();
    const search = document.querySelector('input')!;
    search.focus();
    body.innerHTML = '<h2>Americas (2)</h2>';
    await new Promise((r) => setTimeout(r, 20));
    expect(search).toHaveFocus();
    // And stops watching: a heading that comes later does not take it either.
    search.blur();
    body.innerHTML = '<h2>Europe (3)</h2>';
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus on Try again while the retry runs', async () => {
    const { button } = pageWithFailure();
    button.setAttribute('aria-busy', 'true');
    document.body.insertAdjacentHTML('beforeend', '<h2>Unrelated</h2>');
    await new Promise((r) => setTimeout(r, 20));
    expect(button).toHaveFocus();
  });
});
