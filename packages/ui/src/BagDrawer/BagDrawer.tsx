import type { Money } from '@atelier/core-catalogue';
import type { ReactNode } from 'react';
import { BagLine, type BagLineProps } from '../BagLine/BagLine.js';
import { Button } from '../Button/Button.js';
import { Drawer } from '../Drawer/Drawer.js';
import { formatMoney } from '../format/money.js';
import { FreeShippingProgress } from '../FreeShippingProgress/FreeShippingProgress.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import type { LinkItem } from '../types.js';
import styles from './BagDrawer.module.css';

export interface BagDrawerLabels {
  title: (count: number) => string;
  empty: string;
  subtotal: string;
  checkout: string;
  close: string;
  loading: string;
  /** The link to the full bag page. */
  viewBag: string;
  /** "Add {amount} more for free shipping". */
  freeShippingRemaining: (amount: string) => string;
  freeShippingReached: string;
}

export const DEFAULT_BAG_DRAWER_LABELS: BagDrawerLabels = {
  title: (count) => `Your bag (${count})`,
  empty: 'Your bag is empty',
  subtotal: 'Subtotal',
  checkout: 'Go to checkout',
  close: 'Close',
  loading: 'Loading your bag',
  viewBag: 'View bag',
  freeShippingRemaining: (amount) => `Add ${amount} more for free shipping`,
  freeShippingReached: 'You have free shipping',
};

export interface BagDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  lines: readonly (BagLineProps & { id: string })[];
  /** Products in the bag (countProducts in core: gifts and toussis excluded). */
  count: number;
  subtotal: Money;
  locale: string;
  /** From this subtotal on shipping is free (the bag's currency). */
  freeShippingThreshold?: Money;
  /**
   * The shipping line when there is no progress to show: the chosen method and what the cart
   * charges for it ("Same-day delivery · 7.95 €"), or that it is free.
   */
  shipping?: { label: string; value: string };
  /** Checkout as a button; with `checkoutHref` it is a link instead. */
  onCheckout?: () => void;
  /** Checkout as a plain link (it opens in a new tab, and works before any script runs). */
  checkoutHref?: string;
  /** The full bag page, linked beside checkout. */
  viewBagHref?: string;
  /** Above the lines, announced politely: an undo offer, a stock note or an error. */
  notice?: ReactNode;
  /** Under the checkout link: another way to pay at once (the wallets' express buttons). */
  express?: ReactNode;
  isLoading?: boolean;
  /** Where to go from an empty bag. */
  continueShopping?: LinkItem;
  labels?: Partial<BagDrawerLabels>;
}

/** The bag in a side drawer: lines, free-shipping progress, subtotal and checkout. */
export function BagDrawer({
  isOpen,
  onOpenChange,
  lines,
  count,
  subtotal,
  locale,
  freeShippingThreshold,
  shipping,
  onCheckout,
  checkoutHref,
  viewBagHref,
  notice,
  express,
  isLoading = false,
  continueShopping,
  labels: overrides,
}: BagDrawerProps) {
  const labels = { ...DEFAULT_BAG_DRAWER_LABELS, ...overrides };
  const empty = !isLoading && lines.length === 0;
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={labels.title(count)}
      closeLabel={labels.close}
      data-testid="bag-drawer"
      {...(empty || isLoading
        ? {}
        : {
            footer: (
              <div className={styles.footer}>
                {freeShippingThreshold !== undefined && (
                  <FreeShippingProgress
                    subtotal={subtotal}
                    threshold={freeShippingThreshold}
                    locale={locale}
                    remainingLabel={labels.freeShippingRemaining}
                    reachedLabel={labels.freeShippingReached}
                  />
                )}
                {shipping !== undefined && (
                  <div className={styles.shipping} data-testid="bag-drawer-shipping">
                    <span>{shipping.label}</span>
                    <span>{shipping.value}</span>
                  </div>
                )}
                <div className={styles.total}>
                  <span>{labels.subtotal}</span>
                  <span>{formatMoney(subtotal, locale)}</span>
                </div>
                {checkoutHref !== undefined ? (
                  <a
                    className={styles.checkoutLink}
                    href={checkoutHref}
                    data-testid="go-to-checkout"
                  >
                    {labels.checkout}
                  </a>
                ) : (
                  <Button fullWidth onPress={() => onCheckout?.()} data-testid="go-to-checkout">
                    {labels.checkout}
                  </Button>
                )}
                {express}
                {viewBagHref !== undefined && (
                  <a className={styles.viewBagLink} href={viewBagHref} data-testid="go-to-bag">
                    {labels.viewBag}
                  </a>
                )}
              </div>
            ),
          })}
    >
      <div className={styles.notice} aria-live="polite">
        {notice}
      </div>
      {isLoading ? (
        <div className={styles.loading} role="status" aria-label={labels.loading}>
          {[0, 1].map((i) => (
            <div key={i} className={styles.loadingLine}>
              <Skeleton blockSize="6.875rem" />
              <div>
                <Skeleton shape="text" inlineSize="70%" />
                <Skeleton shape="text" inlineSize="30%" />
              </div>
            </div>
          ))}
        </div>
      ) : empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{labels.empty}</p>
          {continueShopping && (
            <a className={styles.emptyLink} href={continueShopping.href}>
              {continueShopping.label}
            </a>
          )}
        </div>
      ) : (
        <ul className={styles.lines}>
          {lines.map(({ id, ...line }) => (
            <li key={id}>
              <BagLine {...line} />
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
