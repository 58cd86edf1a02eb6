import { isPaymentMarkCode, PAYMENT_MARKS, type PaymentMark } from './payment-logos.js';

export interface PaymentLogoProps {
  /** A method or card brand code, e.g. `paypal`, `visa`; unknown codes show a card mark. */
  code: string;
  /** Leave out when a visible label names the method (the logo is then decorative). */
  title?: string;
  height?: number;
}

/** A payment method or card brand badge (inline SVG, 48 x 30). */
export function PaymentLogo({ code, title, height = 24 }: PaymentLogoProps) {
  const mark: PaymentMark = PAYMENT_MARKS[isPaymentMarkCode(code) ? code : 'card'];
  const size = mark.text.length > 8 ? 7.5 : mark.text.length > 5 ? 9.5 : 12;
  const bordered = mark.background.toLowerCase() === '#ffffff';
  const width = (height * 48) / 30;
  return (
    <svg
      viewBox="0 0 48 30"
      width={width}
      height={height}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      focusable="false"
      // A mark's letters are the brand's, never translated (nor checked as words, ADR 0049);
      // React's SVG types lack the global `translate` attribute.
      {...{ translate: 'no' }}
      data-payment-logo={code}
    >
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="29"
        rx="4"
        fill={mark.background}
        stroke={bordered ? '#d0d0d0' : mark.background}
      />
      {mark.glyph === 'card' ? (
        // A card's magnetic stripe and chip.
        <>
          <rect x="6" y="8" width="36" height="4" fill={mark.foreground} fillOpacity="0.85" />
          <rect x="9" y="16" width="9" height="7" rx="1.5" fill="#d8b45a" />
        </>
      ) : mark.glyph === 'cash' ? (
        // A banknote.
        <>
          <rect
            x="8"
            y="8"
            width="32"
            height="14"
            rx="2"
            fill="none"
            stroke={mark.foreground}
            strokeWidth="1.5"
          />
          <circle cx="24" cy="15" r="3.5" fill="none" stroke={mark.foreground} strokeWidth="1.5" />
        </>
      ) : code === 'mastercard' ? (
        <>
          <circle cx="20" cy="13" r="8" fill="#eb001b" />
          <circle cx="28" cy="13" r="8" fill="#f79e1b" fillOpacity="0.9" />
          <text
            x="24"
            y="26.5"
            textAnchor="middle"
            fontSize="5"
            fontFamily="Inter Variable, system-ui, sans-serif"
            fill="#000"
          >
            mastercard
          </text>
        </>
      ) : (
        <text
          x="24"
          y="15"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize={size}
          fontWeight="700"
          fontFamily="Inter Variable, system-ui, sans-serif"
          fill={mark.foreground}
        >
          {mark.text}
        </text>
      )}
    </svg>
  );
}
