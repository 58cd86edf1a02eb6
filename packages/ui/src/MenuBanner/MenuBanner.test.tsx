import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuBanner } from './MenuBanner.js';

describe('MenuBanner', () => {
  it('is a named navigation whose links are named by their labels', () => {
    render(
      <MenuBanner
        label="Categories"
        currentId="rings"
        items={[
          { id: 'rings', label: 'Rings', href: '#rings', image: { src: 'r.svg', alt: 'ignored' } },
          { id: 'hoops', label: 'Hoops', href: '#hoops', image: { src: 'h.svg', alt: '' } },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Hoops' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows items without an image as text links (an anchor menu)', () => {
    render(
      <MenuBanner label="On this page" items={[{ id: 'a', label: 'Points', href: '#points' }]} />,
    );
    const link = screen.getByRole('link', { name: 'Points' });
    expect(link.getAttribute('href')).toBe('#points');
    expect(link.querySelector('img')).toBeNull();
  });
});
