import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TrackingForm } from './TrackingForm.js';

describe('TrackingForm', () => {
  it('submits the trimmed order code and e-mail with Enter', async () => {
    const onSubmit = vi.fn();
    render(<TrackingForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByTestId('tracking-code'), ' AT-1 ');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ orderCode: 'AT-1', email: 'ana@example.com' });
  });

  it('announces a lookup error', () => {
    render(<TrackingForm onSubmit={() => {}} errorMessage="We could not find that order" />);
    expect(screen.getByRole('alert').textContent).toBe('We could not find that order');
  });
});
