import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadingBanner } from './HeadingBanner.js';

describe('HeadingBanner', () => {
  it('renders the page heading at the requested level, background image decorative', () => {
    const { rerender } = render(
      <HeadingBanner
        title="Engravings"
        description="Make it yours."
        backgroundImage={{ src: 'a.svg', alt: 'x' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Engravings' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<HeadingBanner title="Engravings" level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Engravings' })).toBeTruthy();
  });
});
