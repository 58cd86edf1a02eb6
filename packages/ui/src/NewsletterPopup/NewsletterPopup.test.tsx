import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterPopup } from './NewsletterPopup.js';

describe('NewsletterPopup', () => {
  it('needs the privacy consent before it submits the e-mail', async () => {
    const onSubmit = vi.fn();
    render(<NewsletterPopup isOpen onOpenChange={() => {}} onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('autocomplete')).toBe('email');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Accept the privacy policy to subscribe.');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy policy.' }),
    );
    await userEvent.type(email, '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ana@example.com', '');
    // Without a name label there is no name field.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('confirms a subscription and shows server errors on the field', () => {
    const { rerender } = render(
      <NewsletterPopup
        isOpen
        onOpenChange={() => {}}
        onSubmit={() => {}}
        status="error"
        errorMessage="Already subscribed"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Already subscribed')).toBeTruthy();
    rerender(
      <NewsletterPopup isOpen onOpenChange={() => {}} onSubmit={() => {}} status="success" />,
    );
    expect(screen.getByRole('status').textContent).toContain('Thank you');
  });

  it('shows the consent note (the policy link) outside the checkbox, so following it does not tick the box', async () => {
    render(
      <NewsletterPopup
        isOpen
        onOpenChange={() => {}}
        onSubmit={() => {}}
        consentNote={<a href="/es-es/policies/privacy">Privacy policy</a>}
      />,
    );
    const checkbox = screen.getByRole('checkbox', {
      name: 'I have read and accept the privacy policy.',
    });
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(checkbox.closest('label')?.contains(link)).toBe(false);
  });

  it('asks for the name too when given its label, and submits both', async () => {
    const onSubmit = vi.fn();
    render(
      <NewsletterPopup
        isOpen
        onOpenChange={() => {}}
        onSubmit={onSubmit}
        labels={{ name: 'Name' }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' Ana ');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the privacy policy.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledWith('ana@example.com', 'Ana');
  });
});
