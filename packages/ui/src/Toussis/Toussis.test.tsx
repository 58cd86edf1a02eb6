import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toussis } from './Toussis.js';

describe('Toussis', () => {
  it('shows each reward with its state', () => {
    render(
      <Toussis
        title="Your toussis"
        toussis={[
          { id: 'a', name: 'Bear keyring', image: { src: 'a.svg', alt: '' }, state: 'obtained' },
          { id: 'b', name: 'Tote bag', image: { src: 'b.svg', alt: '' }, state: 'pick-at-store' },
        ]}
      />,
    );
    const first = screen.getByRole('heading', { name: 'Bear keyring' }).closest('article')!;
    expect(within(first).getByText('Obtained')).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'Tote bag' }).closest('article')!;
    expect(within(second).getByText('Pick it up in store')).toBeTruthy();
  });

  it('says when there are none', () => {
    render(<Toussis title="Your toussis" toussis={[]} emptyText="Nothing here yet" />);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
  });

  it('says what a reward still needs and carries its state', () => {
    render(
      <Toussis
        title="Your toussis"
        headingLevel={3}
        toussis={[
          {
            id: 'c',
            name: 'Charm',
            image: { src: 'c.svg', alt: '' },
            state: 'not-obtained',
            missing: '20 points to go',
          },
        ]}
      />,
    );
    const card = screen.getByTestId('toussi');
    expect(card.getAttribute('data-state')).toBe('not-obtained');
    expect(within(card).getByText('20 points to go')).toBeTruthy();
    expect(within(card).getByText('Not obtained yet')).toBeTruthy();
    // Inside a section with its own h2: the title is an h3, each reward an h4.
    expect(screen.getByRole('heading', { level: 3, name: 'Your toussis' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Charm' })).toBeTruthy();
  });
});
