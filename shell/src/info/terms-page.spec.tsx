import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import { TermsPage } from './terms-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <TermsPage />
    </MemoryRouter>,
  );
}

function sectionOf(headingName: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`No section for ${headingName}`);
  return section;
}

describe('TermsPage', () => {
  it('shows a Home breadcrumb link to the home page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the title and the last-updated date', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 2024')).toBeInTheDocument();
  });

  it('has exactly the twelve numbered sections in order', () => {
    renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Definitions',
      '2. Booking',
      '3. Payment',
      '4. Service Delivery',
      '5. Cancellations and Refunds',
      '6. Liability',
      '7. Conduct',
      '8. Privacy',
      '9. Intellectual Property',
      '10. Amendments',
      '11. Governing Law',
      '12. Contact',
    ]);
  });

  it('states the booking rules, including the 2.3 confirmation clause', () => {
    renderPage();
    const booking = sectionOf('2. Booking');
    expect(
      within(booking).getByText(/^2\.3 A Booking is confirmed only once we have issued a confirmation e-mail/),
    ).toBeInTheDocument();
    expect(booking).toHaveTextContent(/at least 48 hours/);
    expect(booking).toHaveTextContent(/1-2 travelers/);
    expect(booking).toHaveTextContent(/at least 18 years of age/);
    expect(booking).toHaveTextContent(/legal authority/);
    expect(booking).toHaveTextContent(/accurate and complete/);
  });

  it('describes payment by invoice after confirmation, not at booking', () => {
    renderPage();
    const payment = sectionOf('3. Payment');
    expect(payment).toHaveTextContent(/US dollars and include applicable taxes unless otherwise stated/);
    expect(payment).toHaveTextContent(/No payment is taken on the Website when you submit a booking request/);
    expect(payment).toHaveTextContent(/invoice/);
    expect(payment).toHaveTextContent(/Square/);
    expect(payment).not.toHaveTextContent(/payment (is )?required at (the time of )?booking/i);
    expect(payment).not.toHaveTextContent(/payment is taken at (the time of )?booking/i);
  });

  it("states the cancellation rules a booking's quote states (contracts' booking-rules.ts): free before 48 hours, 50% after, nothing within 24 hours", () => {
    renderPage();
    const cancellations = sectionOf('5. Cancellations and Refunds');
    expect(cancellations).toHaveTextContent(/more than 48 hours before the scheduled service .* are free of charge/);
    expect(cancellations).toHaveTextContent(
      /after that deadline but more than 24 hours before the scheduled service are charged 50% of the booking price/,
    );
    expect(cancellations).not.toHaveTextContent(/72 hours|processing fee/);
    expect(cancellations).toHaveTextContent(/No refund is given for cancellations received within 24 hours/);
    expect(cancellations).toHaveTextContent(
      /No refund is given where the service is ended because of a Traveler.s misconduct/,
    );
  });

  it('limits liability to the amount paid and names Delaware law', () => {
    renderPage();
    expect(sectionOf('6. Liability')).toHaveTextContent(/limited to the amount paid/);
    expect(sectionOf('11. Governing Law')).toHaveTextContent(`laws of the ${BRAND.governingLaw}`);
    expect(sectionOf('11. Governing Law')).toHaveTextContent(/Delaware/);
  });

  it('gives contact links with the company e-mail and phone', () => {
    renderPage();
    const contact = sectionOf('12. Contact');
    expect(within(contact).getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    );
    expect(within(contact).getByRole('link', { name: BRAND.supportPhone })).toHaveAttribute(
      'href',
      BRAND.supportPhoneHref,
    );
  });
});
