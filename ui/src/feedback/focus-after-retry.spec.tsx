import { waitFor } from '@testing-library/react';
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

  it('waits for a heading that comes after a spinner', async () => {
    const { body } = pageWithFailure();
    body.innerHTML = '<div role="status">Loading</div>';
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(document.body);
    body.innerHTML = '<main><h1>London Heathrow Airport</h1></main>';
    await waitFor(() => expect(document.activeElement).toHaveTextContent('London Heathrow Airport'));
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
