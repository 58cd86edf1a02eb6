import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCardSkeleton, Skeleton } from './Skeleton.js';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton shape="text" inlineSize="50%" />
        <ProductCardSkeleton />
      </div>,
    );
    const shapes = container.querySelectorAll('[data-skeleton]');
    expect(shapes.length).toBe(4);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes the requested size', () => {
    const { container } = render(<Skeleton inlineSize="12rem" blockSize="2rem" />);
    const shape = container.querySelector<HTMLElement>('[data-skeleton]');
    expect(shape?.style.inlineSize).toBe('12rem');
    expect(shape?.style.blockSize).toBe('2rem');
  });
});
