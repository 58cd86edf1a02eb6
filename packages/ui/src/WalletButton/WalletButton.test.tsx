import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_BUTTON_METHODS } from './wallet-marks.js';
import { WalletButton } from './WalletButton.js';

describe('WalletButton', () => {
  it("is a button named in the site's language, its brand mark hidden from assistive tech", () => {
    render(<WalletButton method="applepay" label="Pagar con Apple Pay" />);
    const button = screen.getByRole('button', { name: 'Pagar con Apple Pay' });
    expect(button.getAttribute('data-wallet')).toBe('applepay');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The mark reads left to right on a right-to-left page.
    expect(button.querySelector('[dir="ltr"]')).not.toBeNull();
  });

  it('pays on a press, and not again while pending or when disabled', async () => {
    const onPress = vi.fn();
    const { rerender } = render(
      <WalletButton method="googlepay" label="Pay with Google Pay" onPress={onPress} />,
    );
    const button = screen.getByRole('button', { name: 'Pay with Google Pay' });
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <WalletButton method="googlepay" label="Pay with Google Pay" onPress={onPress} isPending />,
    );
    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    rerender(
      <WalletButton method="googlepay" label="Pay with Google Pay" onPress={onPress} isDisabled />,
    );
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations for any wallet, in either direction', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { container, unmount } = render(
        <div dir={dir} lang={dir === 'rtl' ? 'ar' : 'es'}>
          {WALLET_BUTTON_METHODS.map((method) => (
            <WalletButton key={method} method={method} label={`Pagar con ${method}`} />
          ))}
        </div>,
      );
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => v.id)).toEqual([]);
      unmount();
    }
  });
});
