import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'shipping', title: 'How long does shipping take?', content: 'Two to four working days.' },
  { id: 'returns', title: 'Can I return a piece?', content: 'Within 30 days.' },
];

describe('Accordion', () => {
  it('expands answers from the keyboard, one after another', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'How long does shipping take?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Two to four working days.')).toBeTruthy();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(
      screen.getByRole('button', { name: 'Can I return a piece?' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps only one open when asked', async () => {
    render(
      <Accordion items={items} allowsMultipleExpanded={false} defaultExpandedKeys={['shipping']} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Can I return a piece?' }));
    expect(
      screen
        .getByRole('button', { name: 'How long does shipping take?' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });
});
