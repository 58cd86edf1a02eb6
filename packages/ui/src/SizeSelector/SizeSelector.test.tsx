import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SizeSelector, type SizeOption } from './SizeSelector.js';

const sizes: SizeOption[] = [
  { code: '12', name: '12', available: true },
  { code: '14', name: '14', available: false },
  { code: '16', name: '16', available: true, hint: 'Last units' },
];

function Harness({ onChange }: { onChange: (code: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SizeSelector
      sizes={sizes}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

describe('SizeSelector', () => {
  it('offers each size as a radio with the test hook, sold out ones disabled', () => {
    render(<SizeSelector sizes={sizes} value={null} onChange={() => {}} />);
    expect(screen.getAllByTestId('size-option')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: '14, Sold out' })).toHaveProperty('disabled', true);
  });

  it('selects with a click and moves with arrow keys, skipping sold-out sizes', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '12' }));
    expect(onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('16');
    expect(screen.getByRole('radio', { name: '16' })).toHaveProperty('checked', true);
  });

  it('shows the error and opens the size guide', async () => {
    const onGuide = vi.fn();
    render(
      <SizeSelector
        sizes={sizes}
        value={null}
        onChange={() => {}}
        errorMessage="Choose a size"
        onOpenSizeGuide={onGuide}
      />,
    );
    expect(screen.getByText('Choose a size')).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose a size');
    await userEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    expect(onGuide).toHaveBeenCalled();
  });
});
