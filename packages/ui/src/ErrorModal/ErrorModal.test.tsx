import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorModal } from './ErrorModal.js';

describe('ErrorModal', () => {
  it('is an alert dialog with the message and a way forward', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ErrorModal
        isOpen
        onOpenChange={onOpenChange}
        title="Payment refused"
        message="Your bank declined the card."
        actionLabel="Try another card"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Payment refused' })).toBeTruthy();
    expect(screen.getByText('Your bank declined the card.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(onAction).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
