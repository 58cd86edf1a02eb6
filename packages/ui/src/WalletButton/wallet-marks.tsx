import type { ReactElement } from 'react';

/** The wallets that have a button of their own (their brands' payment buttons). */
export const WALLET_BUTTON_METHODS = ['applepay', 'googlepay', 'paypal', 'amazonpay'] as const;

export type WalletButtonMethod = (typeof WALLET_BUTTON_METHODS)[number];

export function isWalletButtonMethod(code: string): code is WalletButtonMethod {
  return (WALLET_BUTTON_METHODS as readonly string[]).includes(code);
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * Each wallet's mark, drawn inline (no request, no third-party script): the Apple mark and
 * "Pay" in white on black, Google's four-colour G and "Pay" on black, PayPal's two-blue
 * wordmark on gold, and Amazon Pay's wordmark with its smile on Amazon's yellow. These stand in
 * for the marks the wallets' SDKs draw; the button's colours follow each brand's guidelines.
 * The marks are the brands' own words: never translated, never mirrored.
 */
export const WALLET_MARKS: Record<WalletButtonMethod, () => ReactElement> = {
  applepay: () => (
    <svg viewBox="0 0 54 22" height="22" aria-hidden="true" focusable="false">
      {/* The Apple mark: the bitten apple and its leaf. */}
      <path
        fill="currentColor"
        d="M13.1 11.7c0-2 1.6-3 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7C4.9 7.1 3.6 8 2.9 9.2c-1.5 2.6-.4 6.4 1.1 8.5.7 1 1.5 2.2 2.6 2.1 1-.04 1.4-.7 2.7-.7s1.6.7 2.7.7c1.1 0 1.8-1 2.5-2 .8-1.2 1.1-2.3 1.1-2.4 0 0-2.5-1-2.5-3.7zM11 5.6c.6-.7 1-1.6.9-2.6-.8 0-1.8.6-2.4 1.3-.5.6-1 1.6-.9 2.5.9.1 1.8-.5 2.4-1.2z"
      />
      <text
        x="18"
        y="16.6"
        fontFamily={FONT}
        fontSize="15.5"
        fontWeight="500"
        fill="currentColor"
        letterSpacing="-0.2"
      >
        Pay
      </text>
    </svg>
  ),
  googlepay: () => (
    <svg viewBox="0 0 58 24" height="22" aria-hidden="true" focusable="false">
      {/* Google's G: four arcs in its four colours and the bar. */}
      <g fill="none" strokeWidth="3.2" transform="translate(11 12)">
        <path d="M6.6-2.2A7 7 0 0 0-4.9-5" stroke="#EA4335" />
        <path d="M-4.9-5A7 7 0 0 0-4.9 5" stroke="#FBBC04" />
        <path d="M-4.9 5A7 7 0 0 0 5.4 4.4" stroke="#34A853" />
        <path d="M5.4 4.4A7 7 0 0 0 7 0H0.6" stroke="#4285F4" />
      </g>
      <text x="23" y="17.5" fontFamily={FONT} fontSize="15.5" fontWeight="500" fill="#ffffff">
        Pay
      </text>
    </svg>
  ),
  paypal: () => (
    <svg viewBox="0 0 76 22" height="20" aria-hidden="true" focusable="false">
      <text
        x="38"
        y="16.5"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="17"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="-0.4"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009CDE">Pal</tspan>
      </text>
    </svg>
  ),
  amazonpay: () => (
    <svg viewBox="0 0 96 24" height="22" aria-hidden="true" focusable="false">
      <text x="2" y="14.5" fontFamily={FONT} fontSize="15" fontWeight="700" fill="#0F1111">
        amazon
      </text>
      {/* A space between the words, so the mark's text reads "amazon pay" (axe compares it
          with the button's name, "Pagar con Amazon Pay"). */}{' '}
      <text x="62" y="14.5" fontFamily={FONT} fontSize="15" fontWeight="400" fill="#0F1111">
        pay
      </text>
      {/* The smile, from a to z, with its arrow head. */}
      <path d="M4 18.5q25 7 50-1" fill="none" stroke="#FF9900" strokeWidth="2" />
      <path d="M50.5 15.6l4.2 1.6-3 3.2" fill="none" stroke="#FF9900" strokeWidth="1.8" />
    </svg>
  ),
};
