import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VoucherField } from './VoucherField.js';

describe('VoucherField', () => {
  it('applies a trimmed, upper-cased code with Enter', async () => {
    const onApply = vi.fn();
    render(<VoucherField onApply={onApply} onRemove={() => {}} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Discount code' }),
      ' pearl20 {Enter}',
    );
    expect(onApply).toHaveBeenCalledWith('PEARL20');
  });

  it('shows the error on the field and removes applied codes', async () => {
    const onRemove = vi.fn();
    render(
      <VoucherField
        onApply={() => {}}
        onRemove={onRemove}
        errorMessage="This code has expired"
        applied={[{ code: 'WELCOME10', description: '-10%' }]}
      />,
    );
    expect(
      screen.getByRole('textbox', { name: 'Discount code' }).getAttribute('aria-invalid'),
    ).toBe('true');
    // On the field, and announced at once in an alert.
    expect(screen.getAllByText('This code has expired')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('This code has expired');
    await userEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' }));
    expect(onRemove).toHaveBeenCalledWith('WELCOME10');
  });
});
