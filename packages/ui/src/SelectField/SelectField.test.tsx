import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField.js';

const OPTIONS = [
  { value: 'Jalisco', label: 'Jalisco' },
  { value: 'Nuevo León', label: 'Nuevo León' },
];

describe('SelectField', () => {
  it('is labelled, starts on the empty option and reports the keyboard choice', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Estado"
        name="region"
        options={OPTIONS}
        value=""
        onChange={onChange}
        autoComplete="address-level1"
        isRequired
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select.getAttribute('autocomplete')).toBe('address-level1');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect((select as HTMLSelectElement).value).toBe('');
    select.focus();
    await userEvent.selectOptions(select, 'Nuevo León');
    expect(onChange).toHaveBeenLastCalledWith('Nuevo León');
  });

  it('ties the error message to the select', () => {
    render(
      <SelectField
        label="Ciudad"
        options={OPTIONS}
        value=""
        onChange={() => undefined}
        errorMessage="Este campo es obligatorio"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const id = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(id)?.textContent).toBe('Este campo es obligatorio');
  });

  it('keeps showing a value the list does not hold (a saved address)', () => {
    render(
      <SelectField label="Ciudad" options={OPTIONS} value="Oaxaca" onChange={() => undefined} />,
    );
    const select = screen.getByRole('combobox', { name: 'Ciudad' }) as HTMLSelectElement;
    expect(select.value).toBe('Oaxaca');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '',
      'Oaxaca',
      'Jalisco',
      'Nuevo León',
    ]);
  });

  it('can be disabled until the level above is chosen', () => {
    render(
      <SelectField label="Ciudad" options={[]} value="" onChange={() => undefined} isDisabled />,
    );
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveProperty('disabled', true);
  });
});
