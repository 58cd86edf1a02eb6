// Loaded after hydration with the bag session (see pages/cart/+Page.tsx): the bag page's
// body stays out of the first-load JS.
import { formatNumber } from '@atelier/core-catalogue';
import { OrderSummary, VoucherField } from '@atelier/ui';
import { formatMoney } from '@atelier/ui';
import { Suspense, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { navigate } from 'vike/client/router';
import { showBagErrorsOnPage } from '../browser/bag-store.js';
import type { BagSession } from '../browser/bag-session.js';
import type { CartView } from '../browser/cart-view.js';
import type { UndoView } from '../browser/bag-view.js';
import type { ShellView } from '../../../shell/view-types.js';
import { BagExpressCheckout } from '../../checkout/index.js';
import { BagUndoNotice } from './BagUndoNotice.js';
import { fill } from './bag-labels.js';
import { CartLines } from './CartLines.js';
import { CartModals } from './CartModals.js';
import { CartOptions } from './CartOptions.js';
import { CartShipping } from './CartShipping.js';
import { CartToussis } from './CartToussis.js';
import { EmptyBag } from './EmptyBag.js';
import { SavedForLater } from './SavedForLater.js';
import { voucherErrorText } from './cart-labels.js';
import styles from './cart.module.css';
import { useBagUser } from './use-bag-user.js';
import { unlocked, useCart } from './use-cart.js';

/**
 * The bag page (docs/product/bag.md; issue 17): lines, undo, save for later, gift options,
 * vouchers, shipping and same-day delivery, summary and the way to checkout, every change
 * through core-bag's machine. Locked (aria-busy, dimmed) while an operation runs; a polite
 * live region says what changed.
 */
export function CartScreen({ shell, session }: { shell: ShellView; session: BagSession }) {
  const { labels, site, locale, currency, vertical } = shell;
  const texts = useMemo(
    () => ({
      updating: fill(labels, 'cartUpdating', 'Updating your bag…'),
      updated: (view: CartView) =>
        fill(labels, 'cartUpdated', 'Your bag was updated: {count} items, total {total}.', {
          count: formatNumber(view.count, locale),
          total: formatMoney({ value: view.grandTotal, currency }, locale),
        }),
    }),
    [labels, locale, currency],
  );
  const cart = useCart(session, site, texts);
  useBagUser(session, site, vertical);
  const { context, view } = cart;
  const send = session.actor.send.bind(session.actor);
  useEffect(() => showBagErrorsOnPage(), []);

  // The undo offer is for what was removed on this page.
  const [undoFrom] = useState<UndoView | null>(view.undo[0] ?? null);
  const removed = view.undo[0] !== undoFrom ? (view.undo[0] ?? null) : null;
  const changing = new Set(context.pendingChanges.map((change) => change.entryNumber));
  const checkoutHref = `/${site}/checkout/register/`;
  const [leaving, setLeaving] = useState(false);

  // docs/product/bag.md §4.5: stock is synchronised again before checkout; a bag it changed stays
  // here.
  const goToCheckout = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (view.locked || leaving) return;
    setLeaving(true);
    const before = session.actor.getSnapshot().context.withoutStock.length;
    send({ type: 'SYNC_STOCK' });
    await unlocked(session);
    const after = session.actor.getSnapshot().context;
    const changed = after.withoutStock.length > before || after.failure !== null;
    setLeaving(false);
    if (!changed) await navigate(checkoutHref);
  };

  const discounts =
    view.summary.discounts > 0
      ? [
          {
            label:
              view.appliedVouchers.length > 0
                ? view.appliedVouchers.join(' · ')
                : fill(labels, 'cartDiscounts', 'Discounts'),
            amount: { value: view.summary.discounts, currency },
          },
        ]
      : [];
  const empty = view.lines.length === 0;
  return (
    <div
      className={styles.cart}
      aria-busy={view.locked}
      data-locked={view.locked || undefined}
      data-testid="cart"
    >
      <p className="sf-visually-hidden" role="status" aria-live="polite" data-testid="cart-live">
        {cart.announcement}
      </p>
      <div className={styles.progress} aria-hidden="true" />
      <div className={styles.main}>
        {removed && (
          <BagUndoNotice
            removed={removed}
            labels={labels}
            isDisabled={view.locked}
            onUndo={() =>
              send({
                type: 'UNDO',
                productId: removed.productId,
                sizeCode: removed.sizeCode,
                engravingText: removed.engravingText,
              })
            }
          />
        )}
        {empty ? (
          <EmptyBag labels={labels} site={site} />
        ) : (
          <CartLines
            lines={view.lines}
            labels={labels}
            locale={locale}
            currency={currency}
            locked={view.locked}
            changing={changing}
            actions={{
              increase: (entryNumber) => send({ type: 'INCREASE', entryNumber }),
              decrease: (entryNumber) => send({ type: 'DECREASE', entryNumber }),
              remove: (entryNumber) => send({ type: 'REMOVE', entryNumber }),
              saveForLater: (entryNumber) => send({ type: 'SAVE_FOR_LATER', entryNumber }),
              setGiftMessage: (entryNumber, info) =>
                send({ type: 'SET_GIFT_MESSAGE', entryNumber, info }),
            }}
          />
        )}
        <SavedForLater
          saved={view.saved}
          labels={labels}
          locale={locale}
          currency={currency}
          isDisabled={view.locked}
          onRestore={(item) =>
            send({ type: 'RESTORE_SAVED', entryNumber: item.entryNumber, quantity: item.quantity })
          }
          onRemove={(item) => send({ type: 'REMOVE_SAVED', entryNumber: item.entryNumber })}
        />
        <CartToussis site={site} labels={labels} />
      </div>
      {!empty && (
        <aside className={styles.aside}>
          <CartOptions
            labels={labels}
            locked={view.locked}
            packaging={view.includePackaging}
            employeeDiscount={view.employeeDiscount}
            loyaltyFreeShipping={view.loyaltyFreeShipping}
            onPackaging={(include) => send({ type: 'SET_PACKAGING', include })}
            onEmployeeDiscount={(apply) =>
              send({ type: 'APPLY_PROMOTION', promotionId: 'EMPLOYEE_DISCOUNT', apply })
            }
            onLoyaltyFreeShipping={(apply) => {
              const promotionId = view.loyaltyFreeShipping.promotionId;
              if (promotionId !== null) send({ type: 'APPLY_PROMOTION', promotionId, apply });
            }}
          />
          <div className={styles.panel}>
            <VoucherField
              label={fill(labels, 'cartVoucherLabel', 'Discount code')}
              applyLabel={fill(labels, 'cartVoucherApply', 'Apply')}
              removeLabel={(code) =>
                fill(labels, 'cartVoucherRemove', 'Remove code {code}', { code })
              }
              applied={view.appliedVouchers.map((code) => ({ code }))}
              isApplying={view.locked && context.operation === 'applyVoucher'}
              errorMessage={view.voucherError ? voucherErrorText(labels, view.voucherError) : null}
              onApply={(code) => send({ type: 'APPLY_VOUCHER', code })}
              onRemove={(code) => send({ type: 'DELETE_VOUCHER', code })}
            />
          </div>
          <CartShipping
            view={view}
            labels={labels}
            locale={locale}
            currency={currency}
            sddStatus={cart.sddStatus}
            bestCartRemoved={cart.bestCartRemoved}
            onChoose={(code) => send({ type: 'SET_SHIPPING_METHOD', code })}
            onCheckSdd={(postalCode) => send({ type: 'CHECK_SDD_POSTAL_CODE', postalCode })}
          />
          <OrderSummary
            subtotal={{ value: view.summary.total, currency }}
            shipping={
              view.selectedMethod === null ? null : { value: view.summary.shippingPrice, currency }
            }
            discounts={discounts}
            total={{ value: view.grandTotal, currency }}
            locale={locale}
            labels={{
              title: fill(labels, 'cartSummaryTitle', 'Order summary'),
              subtotal: fill(labels, 'bagSubtotal', 'Subtotal'),
              shipping: fill(labels, 'cartShipping', 'Shipping'),
              free: fill(labels, 'cartShippingFree', 'Free'),
              total: fill(labels, 'cartTotal', 'Total'),
              taxes: fill(labels, 'cartTaxes', 'Taxes included'),
            }}
          >
            <a
              className={styles.button}
              href={checkoutHref}
              data-testid="go-to-checkout"
              aria-disabled={view.locked || leaving || undefined}
              onClick={(event) => void goToCheckout(event)}
            >
              {fill(labels, 'bagCheckout', 'Go to checkout')}
            </a>
            {/* Or pay at once with a wallet (docs/product/payments.md §5.1). */}
            <Suspense fallback={null}>
              <BagExpressCheckout shell={shell} session={session} />
            </Suspense>
          </OrderSummary>
        </aside>
      )}
      <CartModals
        modal={context.modal}
        failureKind={context.failure?.kind ?? null}
        withoutStockNames={cart.withoutStock}
        labels={labels}
        locale={locale}
        onDismissModal={() => send({ type: 'DISMISS_MODAL' })}
        onAcceptWithoutStock={cart.acknowledgeWithoutStock}
      />
    </div>
  );
}
