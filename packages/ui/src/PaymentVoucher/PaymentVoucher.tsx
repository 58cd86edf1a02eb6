import { itfBars } from './itf-barcode.js';
import styles from './PaymentVoucher.module.css';

export const DEFAULT_VOUCHER_LABELS = {
  title: 'Pay in cash with this reference',
  reference: 'Reference',
  entity: 'Entity',
  expiry: 'Pay before',
  barcode: 'Barcode of the reference',
};

export interface PaymentVoucherProps {
  /** The method the voucher is paid at (oxxo, multibanco…), for the shopper's eyes. */
  methodName: string;
  reference: string;
  /** Multibanco's entity number; OXXO has none. */
  entity?: string | null;
  /** When the reference expires (ISO date-time), shown in the site's locale. */
  expiresAt?: string | null;
  /** The site's locale, e.g. `es-MX`, for the expiry date. */
  locale: string;
  labels?: Partial<typeof DEFAULT_VOUCHER_LABELS>;
}

function expiryText(expiresAt: string, locale: string): string | null {
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** A cash voucher (OXXO, Multibanco): reference, entity, expiry and the reference's barcode. */
export function PaymentVoucher({
  methodName,
  reference,
  entity,
  expiresAt,
  locale,
  labels: overrides,
}: PaymentVoucherProps) {
  const labels = { ...DEFAULT_VOUCHER_LABELS, ...overrides };
  const { bars, width } = itfBars(reference);
  const expiry = expiresAt ? expiryText(expiresAt, locale) : null;
  return (
    <section className={styles.voucher} data-testid="payment-voucher" aria-label={labels.title}>
      <h2 className={styles.title}>
        {labels.title} <span className={styles.method}>({methodName})</span>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.reference}</dt>
          <dd data-testid="voucher-reference" dir="ltr">
            {reference}
          </dd>
        </div>
        {entity && (
          <div>
            <dt>{labels.entity}</dt>
            <dd data-testid="voucher-entity" dir="ltr">
              {entity}
            </dd>
          </div>
        )}
        {expiry && (
          <div>
            <dt>{labels.expiry}</dt>
            <dd data-testid="voucher-expiry">
              <time dateTime={expiresAt ?? undefined}>{expiry}</time>
            </dd>
          </div>
        )}
      </dl>
      <svg
        className={styles.barcode}
        data-testid="voucher-barcode"
        role="img"
        aria-label={`${labels.barcode}: ${reference}`}
        viewBox={`0 0 ${width} 60`}
        preserveAspectRatio="none"
      >
        <rect width={width} height="60" fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x} y="4" width={bar.width} height="52" fill="#000" />
        ))}
      </svg>
    </section>
  );
}
