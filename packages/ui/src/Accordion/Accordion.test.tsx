import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.js';
import { toggledKeys } from './toggled-keys.js';

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

describe('toggledKeys (which answers are open after a press)', () => {
  it('opens and closes the pressed one, keeping or closing the others as asked', () => {
    const open = new Set(['shipping']);
    expect([...toggledKeys(open, 'returns', true)].sort()).toEqual(['returns', 'shipping']);
    expect([...toggledKeys(open, 'returns', false)]).toEqual(['returns']);
    expect([...toggledKeys(open, 'shipping', true)]).toEqual([]);
    expect([...toggledKeys(open, 'shipping', false)]).toEqual([]);
  });
});

describe('Accordion panels', () => {
  it('keeps closed answers in the document, hidden, and labels each panel by its question', () => {
    render(<Accordion items={items} defaultExpandedKeys={['returns']} />);
    const closed = screen.getByText('Two to four working days.').closest('[role="group"]');
    expect(closed?.hasAttribute('hidden')).toBe(true);
    const panel = screen.getByRole('group', { name: 'Can I return a piece?' });
    expect(panel.hasAttribute('hidden')).toBe(false);
  });
});
