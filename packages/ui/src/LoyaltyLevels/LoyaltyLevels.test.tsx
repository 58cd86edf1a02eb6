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

  it('draws the current level progress as a progress bar, advantages with icons, and words the missing points per level', () => {
    render(
      <LoyaltyLevels
        locale="ar-SA"
        levels={[
          {
            order: 1,
            name: 'Lover',
            code: 'LOVER',
            color: '#8c3550',
            icon: 'heart',
            current: true,
            achieved: true,
            progress: 0.4,
            benefits: [{ title: 'Free engraving', icon: 'pen' }],
          },
          {
            order: 2,
            name: 'Expert',
            current: false,
            achieved: false,
            remainingPoints: 120,
            benefits: [],
          },
        ]}
        labels={{
          progress: (level) => `Progress in ${level.name}`,
          remaining: (points, level) => `${points} to ${level.name}`,
          advantages: (level) => `Advantages of ${level.name}`,
        }}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress in Lover' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    // Arabic-Indic digits: the number is the locale's.
    expect(screen.getByText('١٢٠ to Expert')).toBeTruthy();
    const advantages = screen.getByRole('list', { name: 'Advantages of Lover' });
    expect(within(advantages).getByText('Free engraving')).toBeTruthy();
    expect(advantages.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const current = screen.getAllByTestId('loyalty-level')[0];
    expect(current?.getAttribute('data-current')).toBe('true');
    expect(current?.getAttribute('data-code')).toBe('LOVER');
  });
});
