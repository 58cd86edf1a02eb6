import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel.js';

const slides = ['Rings', 'Necklaces', 'Earrings'].map((name) => ({
  key: name,
  content: <a href={`#${name}`}>{name}</a>,
}));

describe('Carousel', () => {
  it('is a labelled carousel of labelled slides', () => {
    render(<Carousel label="New in" slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'New in' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = within(carousel)
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('lets the keyboard reach the slide list itself, to scroll it with the arrow keys', async () => {
    render(<Carousel label="New in" slides={slides} showArrows={false} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'New in' }));
  });

  it('keeps every slide link reachable with Tab and has named arrows', async () => {
    render(<Carousel label="New in" slides={slides} loop />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      // Past the arrows and the scrollable list's own tab stop.
      while (document.activeElement !== link && document.activeElement?.tagName !== 'A') {
        await userEvent.tab();
      }
      expect(document.activeElement).toBe(link);
    }
  });
});
