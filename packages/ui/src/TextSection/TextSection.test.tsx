import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextSection } from './TextSection.js';

describe('TextSection', () => {
  it('is an anchorable region named by its title', () => {
    render(
      <TextSection id="about" title="About our silver">
        <p>925 sterling silver.</p>
      </TextSection>,
    );
    const region = screen.getByRole('region', { name: 'About our silver' });
    expect(region.id).toBe('about');
    expect(region.textContent).toContain('925 sterling silver.');
  });
});
