import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer.js';

describe('Drawer', () => {
  it('traps focus in a labelled dialog and closes with Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <button type="button">Outside</button>
        <Drawer
          isOpen
          onOpenChange={onOpenChange}
          title="Filters"
          footer={<button type="button">Apply</button>}
        >
          <button type="button">Gold</button>
        </Drawer>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
