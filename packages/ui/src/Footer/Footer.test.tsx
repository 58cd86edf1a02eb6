import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer.js';

describe('Footer', () => {
  it('groups links under headed columns and names the social links', () => {
    render(
      <Footer
        columns={[{ title: 'Help', links: [{ label: 'Shipping', href: '/help/shipping' }] }]}
        social={[{ network: 'instagram', href: 'https://instagram.example', label: 'Instagram' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('heading', { name: 'Help' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Shipping' }).getAttribute('href')).toBe(
      '/help/shipping',
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
  });

  it('opens the country selector from the keyboard', async () => {
    const onChangeCountry = vi.fn();
    render(
      <Footer columns={[]} countryLabel="España (Español)" onChangeCountry={onChangeCountry} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChangeCountry).toHaveBeenCalled();
  });
});
