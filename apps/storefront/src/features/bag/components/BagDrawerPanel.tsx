// Loaded with the bag session after hydration (see BagPanel): the drawer, its lines and
// the error modal stay out of the page's first-load JS.
import { BagDrawer } from '@atelier/ui';
import { useSelector } from '@xstate/react';
import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import type { BagSession } from '../browser/bag-session.js';
import { bagView, type UndoView } from '../browser/bag-view.js';
import type { ShellView } from '../../../shell/view-types.js';
import { BagExpressCheckout } from '../../checkout/index.js';
import { BagErrorModal } from './BagErrorModal.js';
import { BagUndoNotice } from './BagUndoNotice.js';
import { lineNotice } from './line-notice.js';
import { LineCharms } from './LineCharms.js';
import { drawerLabels, fill, lineLabels } from './bag-labels.js';
import { methodName } from './cart-labels.js';
import { drawerShippingLine } from '../browser/drawer-shipping.js';
import { formatMoney } from '@atelier/ui';

// A line without a picture keeps its place with an empty image rather than a broken one.
const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

interface PanelProps {
  shell: ShellView;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

function LoadedBagDrawer({
  shell,
  session,
  isOpen,
  onOpenChange,
}: PanelProps & { session: BagSession }) {
  const context = useSelector(session.actor, (snapshot) => snapshot.context);
  const view = useMemo(() => bagView(context, shell.site), [context, shell.site]);
  const freeShippingFrom = useSyncExternalStore(
    session.subscribe,
    () => session.state().freeShippingFrom,
    () => null,
  );
  // The undo offer is for what was removed while the drawer was open this time.
  const [undoFrom, setUndoFrom] = useState<UndoView | null>(view.undo[0] ?? null);
  const removed = view.undo[0] !== undoFrom ? (view.undo[0] ?? null) : null;
  const locked = context.isInterfaceLocked;
  // The line being changed shows it; presses on others are ignored by the locked machine.
  const changing = new Set(context.pendingChanges.map((change) => change.entryNumber));
  const { labels, site, locale, currency } = shell;
  const perLine = lineLabels(labels);
  // The progress while standard delivery applies; otherwise the chosen method at the price the
  // cart says (same-day delivery at 7.95 is not "your order ships free").
  const shipping = drawerShippingLine(context.bag, view.subtotal, freeShippingFrom);
  const showsProgress =
    freeShippingFrom !== null &&
    (shipping.kind === 'progress' ||
      (shipping.kind === 'free' && view.subtotal >= freeShippingFrom));
  const method = context.bag?.shippingMethod;
  const shippingRow =
    shipping.kind === 'charged' || (shipping.kind === 'free' && !showsProgress)
      ? {
          label: [
            fill(labels, 'cartShipping', 'Shipping'),
            method ? methodName(labels, method.code, method.name ?? null) : '',
          ]
            .filter(Boolean)
            .join(' · '),
          value:
            shipping.kind === 'charged'
              ? formatMoney({ value: shipping.price, currency }, locale)
              : fill(labels, 'cartShippingFree', 'Free'),
        }
      : undefined;
  return (
    <BagDrawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setUndoFrom(view.undo[0] ?? null);
        onOpenChange(open);
      }}
      isLoading={locked && context.operation === 'restore'}
      count={view.count}
      subtotal={{ value: view.subtotal, currency }}
      locale={locale}
      {...(showsProgress ? { freeShippingThreshold: { value: freeShippingFrom, currency } } : {})}
      {...(shippingRow ? { shipping: shippingRow } : {})}
      checkoutHref={`/${site}/checkout/shipping`}
      viewBagHref={`/${site}/cart`}
      continueShopping={{
        label: fill(labels, 'bagContinueShopping', 'Continue shopping'),
        href: `/${site}/`,
      }}
      labels={drawerLabels(labels, locale)}
      express={
        // Or pay at once with a wallet, from the drawer too (docs/product/payments.md §5.1).
        <Suspense fallback={null}>
          <BagExpressCheckout shell={shell} session={session} />
        </Suspense>
      }
      notice={
        removed && (
          <BagUndoNotice
            removed={removed}
            labels={labels}
            isDisabled={locked}
            onUndo={() => session.undo(removed)}
          />
        )
      }
      lines={view.lines.map((line) => ({
        id: `${line.entryNumber}:${line.productId}`,
        name: line.name,
        href: line.href,
        image: { src: line.image ?? NO_IMAGE, alt: '' },
        sizeName: line.sizeName,
        quantity: line.quantity,
        price: { value: line.unitPrice, currency },
        locale,
        maxQuantity: line.maxQuantity,
        engravingText: line.engravingText,
        isGift: line.isGift,
        ...lineNotice(line, labels),
        isUpdating: locked && changing.has(line.entryNumber),
        onIncrease: () => session.increase(line.entryNumber),
        onDecrease: () => session.decrease(line.entryNumber),
        onRemove: () => session.remove(line.entryNumber),
        labels: perLine,
        children: (
          <LineCharms charms={line.charms} labels={labels} locale={locale} currency={currency} />
        ),
      }))}
    />
  );
}

export interface BagDrawerPanelProps {
  shell: ShellView;
  /** Null until the bag session is loaded: the drawer then shows its loading state. */
  session: BagSession | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The failure kind to tell the shopper about, if any. */
  failure: string | null;
  onDismissFailure: () => void;
}

/**
 * The bag drawer of the layout (docs/product/shell.md §1.1, docs/product/bag.md) and its error
 * modal.
 */
export function BagDrawerPanel({
  shell,
  session,
  isOpen,
  onOpenChange,
  failure,
  onDismissFailure,
}: BagDrawerPanelProps) {
  return (
    <>
      {session ? (
        <LoadedBagDrawer
          shell={shell}
          session={session}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
        />
      ) : (
        <BagDrawer
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          isLoading
          lines={[]}
          count={0}
          subtotal={{ value: 0, currency: shell.currency }}
          locale={shell.locale}
          labels={drawerLabels(shell.labels, shell.locale)}
        />
      )}
      <BagErrorModal failure={failure} labels={shell.labels} onClose={onDismissFailure} />
    </>
  );
}
