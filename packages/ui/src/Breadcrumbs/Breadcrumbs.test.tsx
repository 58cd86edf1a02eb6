import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.js';

const items = [
  { id: 'home', label: 'Home', href: '/es-es/' },
  { id: 'jewellery', label: 'Jewellery', href: '/es-es/jewellery/c/1' },
  { id: 'rings', label: 'Rings', href: '/es-es/jewellery/rings/c/2' },
];

describe('Breadcrumbs', () => {
  it('links the ancestors and marks the last crumb as the current page', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/es-es/');
    expect(screen.getByText('Rings').getAttribute('aria-current')).toBe('page');
  });

  it('reaches the links with Tab, skipping the current page', async () => {
    render(<Breadcrumbs items={items} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Jewellery');
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });
});
