import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.js';

describe('TextField', () => {
  it('is labelled, carries its autofill token and reports typing', async () => {
    const onChange = vi.fn();
    render(<TextField label="Postal code" autoComplete="postal-code" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    await userEvent.type(input, '28001');
    expect(onChange).toHaveBeenLastCalledWith('28001');
  });

  it('ties the error message to the input', () => {
    render(<TextField label="E-mail" errorMessage="Enter a valid e-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const descriptions = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain('Enter a valid e-mail');
  });

  it('ties its description, marks a required field and disables', () => {
    render(<TextField label="Name" description="As on your ID" isRequired isDisabled />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input).toHaveProperty('disabled', true);
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('As on your ID');
  });
});
