import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiscountBanner } from './DiscountBanner.js';

describe('DiscountBanner', () => {
  it('is a named complementary region with the discount, code and link', () => {
    render(
      <DiscountBanner
        discount="-20%"
        title="Mid-season sale"
        code="PEARL20"
        link={{ label: 'Shop now', href: '#sale' }}
      />,
    );
    const banner = screen.getByRole('complementary', { name: 'Mid-season sale' });
    expect(banner.textContent).toContain('-20%');
    expect(banner.textContent).toContain('Code: PEARL20');
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('#sale');
  });
});
