import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import { FaqPage } from './faq-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

// With accordion, antd renders each collapse header as role="tab" carrying aria-expanded.
function questionHeader(name: RegExp) {
  return screen.getByRole('tab', { name });
}

describe('FaqPage', () => {
  it('shows a Home breadcrumb link to the home page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the page heading and the four question groups', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    for (const group of ['About Our Services', 'Booking Process', 'Service Details', 'Payment and Pricing']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
  });

  it('keeps only one question open at a time across all groups', async () => {
    const user = userEvent.setup();
    renderPage();
    const airports = questionHeader(/which airports do you serve/i);
    const delays = questionHeader(/flight is delayed/i);
    const payment = questionHeader(/how do i pay/i);

    expect(airports).toHaveAttribute('aria-expanded', 'false');

    await user.click(airports);
    expect(airports).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/airports worldwide/)).toHaveTextContent(BRAND.airportCount);

    await user.click(delays);
    expect(delays).toHaveAttribute('aria-expanded', 'true');
    expect(airports).toHaveAttribute('aria-expanded', 'false');

    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(delays).toHaveAttribute('aria-expanded', 'false');
    expect(airports).toHaveAttribute('aria-expanded', 'false');

    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'false');
  });

  it('describes payment by invoice after confirmation, not at booking', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(questionHeader(/how do i pay/i));
    const answer = screen.getByText(/no payment is taken when you submit a booking request/i);
    expect(answer).toHaveTextContent(/invoice/i);
    expect(answer).toHaveTextContent(/square/i);
    expect(answer).toHaveTextContent(/major credit cards/i);
  });

  it('mentions the automatic round-trip discount', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(questionHeader(/discounts/i));
    expect(screen.getByText(/10% discount is applied automatically/i)).toBeInTheDocument();
  });

  it('recommends booking at least 48 hours ahead, with the words apart', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(questionHeader(/last minute/i));
    const answer = screen.getByText(/we recommend booking/i);
    expect(answer).toHaveTextContent('We recommend booking at least 48 hours ahead whenever possible.');
    expect(answer.textContent).not.toContain('least48');
  });

  it('offers e-mail and phone contact in the Still have questions box', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Still have questions?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: BRAND.supportPhone })).toHaveAttribute('href', BRAND.supportPhoneHref);
  });
});
