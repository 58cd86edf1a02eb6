import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NEW_CARD, StoredCardPicker } from './StoredCardPicker.js';

const cards = [
  { id: 'card-1', mark: 'visa', label: 'Visa ending in 1111', detail: 'Expires 03/2030' },
  { id: 'card-2', mark: 'mastercard', label: 'Mastercard ending in 4444' },
];

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('card-1');
  return (
    <StoredCardPicker
      cards={cards}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      label="Your cards"
      newCardLabel="Pay with another card"
    />
  );
}

describe('StoredCardPicker', () => {
  it('is one radio group: each stored card by its name, and the new card last', () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Your cards' });
    const radios = [...group.querySelectorAll('input[type="radio"]')];
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Visa ending in 1111/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /Expires 03\/2030/ })).toBeTruthy();
    expect(screen.getByTestId('stored-card-new').textContent).toContain('Pay with another card');
    // The brand is named in the label: the marks say nothing more to a screen reader.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('moves between cards with the arrow keys and reaches the new card', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /Visa/ }));
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('card-2');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(NEW_CARD);
  });
});
