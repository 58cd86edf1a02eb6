import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeroSlider } from './HeroSlider.js';

const slides = [
  {
    id: 'a',
    image: { src: 'a.svg', alt: 'Pearls' },
    title: 'The pearl edit',
    cta: { label: 'Shop pearls', href: '#pearls' },
  },
  {
    id: 'b',
    image: { src: 'b.svg', alt: 'Gold' },
    title: 'Golden hour',
    cta: { label: 'Shop gold', href: '#gold' },
  },
];

describe('HeroSlider', () => {
  it('shows each campaign with its heading and call to action', () => {
    render(<HeroSlider label="Campaigns" slides={slides} />);
    const hero = screen.getByRole('region', { name: 'Campaigns' });
    expect(
      within(hero)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['The pearl edit', 'Golden hour']);
    expect(screen.getByRole('link', { name: 'Shop gold' }).getAttribute('href')).toBe('#gold');
  });

  it('has a dot per slide, the first current, reachable by keyboard', async () => {
    render(<HeroSlider label="Campaigns" slides={slides} />);
    const dots = await screen.findAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    dots[1]?.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(dots[1]);
  });

  it('makes only the first slide title the page h1 when it opens the page', () => {
    render(<HeroSlider label="Campaigns" slides={slides} titleLevel={1} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'The pearl edit',
    ]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Golden hour');
  });
});
