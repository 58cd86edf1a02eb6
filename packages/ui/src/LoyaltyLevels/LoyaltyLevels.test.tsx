import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoyaltyLevels } from './LoyaltyLevels.js';

describe('LoyaltyLevels', () => {
  it('orders the levels, marks the current one and shows points to the next', () => {
    render(
      <LoyaltyLevels
        locale="en-GB"
        levels={[
          {
            order: 2,
            name: 'Gold',
            current: false,
            achieved: false,
            remainingPoints: 1200,
            benefits: ['Free engraving'],
          },
          { order: 1, name: 'Silver', current: true, achieved: true, benefits: ['Birthday gift'] },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Loyalty levels' }))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Silver', 'Gold']);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('1,200 points to go')).toBeTruthy();
  });
});
