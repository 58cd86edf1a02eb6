import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Filters } from '../Filters/Filters.js';
import { WishlistToggle } from '../WishlistToggle/WishlistToggle.js';
import { IconSprite, spritePath } from './IconSprite.js';

const hearts = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <WishlistToggle key={i} pressed={i === 0} onToggle={() => {}} label={`Save: ring ${i}`} />
  ));

describe('IconSprite', () => {
  it('defines each symbol once, hidden, and the hearts below it use the symbol', () => {
    const { container } = render(<IconSprite>{hearts(3)}</IconSprite>);
    const symbols = container.querySelectorAll('symbol');
    expect([...symbols].map((s) => s.id)).toEqual(['atelier-heart', 'atelier-chevron-down']);
    const sprite = symbols[0]?.closest('svg');
    expect(sprite?.getAttribute('display')).toBe('none');
    expect(sprite?.getAttribute('aria-hidden')).toBe('true');
    expect(symbols[0]?.querySelector('path')?.getAttribute('d')).toBe(spritePath('heart'));
    // One path in the whole tree: the symbol's.
    expect(container.querySelectorAll('path')).toHaveLength(2);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Save: ring 0',
      'Save: ring 1',
      'Save: ring 2',
    ]);
    for (const button of buttons) {
      const icon = button.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.querySelector('use')?.getAttribute('href')).toBe('#atelier-heart');
    }
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it("draws the filter groups' chevrons from the sprite, stroked by the symbol", () => {
    const { container } = render(
      <IconSprite>
        <Filters
          groups={[
            { id: 'metal', label: 'Metal', options: [{ id: 'gold', label: 'Gold' }] },
            { id: 'gem', label: 'Gem', options: [{ id: 'ruby', label: 'Ruby' }] },
          ]}
          selected={{}}
          onChange={() => {}}
        />
      </IconSprite>,
    );
    const uses = [...container.querySelectorAll('use')].map((u) => u.getAttribute('href'));
    expect(uses).toEqual(['#atelier-chevron-down', '#atelier-chevron-down']);
    const chevron = container.querySelector('#atelier-chevron-down');
    expect(chevron?.getAttribute('stroke')).toBe('currentColor');
    expect(chevron?.getAttribute('fill')).toBe('none');
  });

  it('leaves components outside it drawing their paths inline', () => {
    const { container } = render(<>{hearts(2)}</>);
    expect(container.querySelectorAll('use, symbol')).toHaveLength(0);
    expect([...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual([
      spritePath('heart'),
      spritePath('heart'),
    ]);
  });
});
