import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section.js';

describe('Section', () => {
  it('groups its content under a heading and an anchor', () => {
    render(
      <Section id="benefits" title="Your benefits" subtitle="Earn points with every purchase">
        <p>Free shipping</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Your benefits' });
    expect(region.id).toBe('benefits');
    expect(within(region).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(region).getByText('Free shipping')).toBeTruthy();
  });
});
