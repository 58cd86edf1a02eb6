import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.js';

describe('Modal', () => {
  it('is a labelled dialog that closes with Escape and the close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Our policies">
        <p>Text</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Our policies' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed when blocking', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange} title="Choose your country" isDismissable={false}>
        <button type="button">Spain</button>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal isOpen={false} onOpenChange={() => {}} title="Hidden">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
