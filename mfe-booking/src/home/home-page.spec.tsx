import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('links the three service cards to the booking page by type', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'VIP airport assistance at 270+ airports' })).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link', { name: 'Book' }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/booking?type=arrival', '/booking?type=departure', '/booking?type=transfer']);
  });
});
