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

  it('lists stacked codes and empties the field once the typed code is applied', async () => {
    const field = (applied: { code: string }[]) => (
      <VoucherField onApply={() => {}} onRemove={() => {}} applied={applied} />
    );
    const { rerender } = render(field([{ code: 'FREESHIP' }]));
    const input = screen.getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(input, 'sandbox5');
    rerender(field([{ code: 'FREESHIP' }]));
    expect((input as HTMLInputElement).value).toBe('sandbox5');
    rerender(field([{ code: 'FREESHIP' }, { code: 'SANDBOX5' }]));
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTestId('voucher-applied').map((chip) => chip.textContent)).toEqual([
      'FREESHIP',
      'SANDBOX5',
    ]);
  });
});
