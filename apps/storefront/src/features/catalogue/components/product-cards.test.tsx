// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { ProductGrid } from '@atelier/ui';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardView } from '../../../shell/view-types.js';
import { cardCells, type CardSettings } from './product-cards.js';

const SETTINGS: CardSettings = { locale: 'es-ES', currency: 'EUR', tagLabels: {} };
const cards: CardView[] = Array.from({ length: 6 }, (_, index) => ({
  id: `10${index}`,
  name: `Anillo ${index}`,
  href: `/es-es/anillo-${index}/p/10${index}`,
  image: `/media/ring-${index}.svg`,
  hoverImage: null,
  price: 19.95,
  previousPrice: null,
  discount: 0,
  tags: [],
}));

function mainImages(container: HTMLElement): HTMLImageElement[] {
  return cards.map((card) =>
    container.querySelector<HTMLImageElement>(`img[src="${card.image}"]`)!,
  );
}

describe('cardCells', () => {
  it("loads a listing's first row (4 cards) first and with high priority, the rest lazily", () => {
    const { container } = render(
      <ProductGrid cells={cardCells(cards, SETTINGS)} label="Anillos" />,
    );
    const images = mainImages(container);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.filter((img) => img.getAttribute('fetchpriority') === 'high')).toHaveLength(4);
  });

  it('loads every card lazily when none is above the fold (a cross-sell, a module grid)', () => {
    const { container } = render(
      <ProductGrid cells={cardCells(cards, SETTINGS, 0)} label="Completa tu look" />,
    );
    const images = mainImages(container);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images.some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });
});
