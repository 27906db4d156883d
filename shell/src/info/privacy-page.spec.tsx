import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import { PrivacyPage } from './privacy-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

function sectionOf(headingName: RegExp): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: headingName }).closest('section');
  if (!section) throw new Error(`No section for ${headingName}`);
  return section;
}

describe('PrivacyPage', () => {
  it('shows a Home breadcrumb link to the home page', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows the title and the last-updated date', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: April 2024')).toBeInTheDocument();
  });

  it('has the usual policy sections', () => {
    renderPage();
    for (const name of [
      /information we collect/i,
      /how we use/i,
      /suppliers/i,
      /payments/i,
      /cookies/i,
      /analytics and remarketing/i,
      /retention/i,
      /security/i,
      /your rights/i,
      /international transfers/i,
      /children/i,
      /changes/i,
      /contact/i,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('lists the GDPR rights', () => {
    renderPage();
    const rights = sectionOf(/your rights/i);
    expect(rights).toHaveTextContent(/GDPR/);
    for (const right of [
      /access/,
      /rectification/,
      /erasure/,
      /restriction/,
      /portability/,
      /object/,
      /supervisory authority/,
    ]) {
      expect(rights).toHaveTextContent(right);
    }
  });

  it('says payments go through third-party processors and no payment details are stored', () => {
    renderPage();
    const payments = sectionOf(/payments/i);
    expect(payments).toHaveTextContent(/third-party payment processors/);
    expect(payments).toHaveTextContent(/we do not receive or store card numbers or other payment details/);
  });

  it('covers children under 18', () => {
    renderPage();
    expect(sectionOf(/children/i)).toHaveTextContent(/not directed at children under 18/);
  });

  it('gives contact links with the company e-mail and phone', () => {
    renderPage();
    expect(screen.getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: BRAND.supportPhone })).toHaveAttribute('href', BRAND.supportPhoneHref);
  });
});
