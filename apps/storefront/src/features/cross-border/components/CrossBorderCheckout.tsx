import { buildPath, type SiteCode } from '@atelier/core-catalogue';
import type { CrossBorderParams } from '@atelier/core-loyalty';
import { useEffect, useState } from 'react';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { tabConfirmation } from '../../checkout/index.js';
import { checkoutBag as readCheckoutBag, type CheckoutBag } from '../browser/checkout-bag.js';
import { crossBorderParams, saveSelection } from '../browser/cross-border-selection.js';
import { providerGlobal } from '../browser/provider-global.js';
import { providerOrderOf } from '../browser/provider-order.js';
import type { CrossBorderCheckoutData } from '../cross-border-view.js';

export interface CrossBorderCheckoutProps {
  data: CrossBorderCheckoutData;
  labels: Readonly<Record<string, string>>;
  site: SiteCode;
  /** Adds the helper script to the page; tests give their own. */
  loadScript?: (src: string) => Promise<void>;
  /** The shop's bag as the provider needs it (tests give their own). */
  checkoutBag?: (site: string) => Promise<CheckoutBag | null>;
  /** The page's query (the landing's GLCountry) and its country selection cookie. */
  search?: () => string;
  cookie?: () => string | null;
  /** Where the page goes once the provider placed the order, or when the bag is empty. */
  go?: (path: string) => void;
  /** Keeps the shopper's country and currency (the site's country selection cookie). */
  save?: (params: CrossBorderParams) => void;
}

type HelperState = 'loading' | 'ready' | 'unavailable';

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The cross-border helper did not load'));
    document.head.append(script);
  });
}

const HOST_ID = 'GlobalECheckout';

/**
 * The cross-border provider's checkout (docs/product/cross-border.md §2, §7; ADR 0054). The page
 * hands the provider, through its queue-style global, the cart and the country, currency and
 * culture of the visit (docs/product/cross-border.md §3.2); the provider draws its checkout into
 * the host element (country and currency, the cart priced by it, its delivery cost, the address
 * and payment) and says when the order is placed: the page keeps it as the tab's confirmation
 * and goes to the shop's confirmation. Without a script, when it fails to load or cannot price
 * the cart (the integration is then off), the shopper is told so and led back to the bag.
 */
export function CrossBorderCheckout({
  data,
  labels,
  site,
  loadScript = appendScript,
  checkoutBag = readCheckoutBag,
  search = () => location.search,
  cookie,
  go = (path) => location.assign(path),
  save = (params) => saveSelection(site, params),
}: CrossBorderCheckoutProps) {
  const label = (key: string) => fillLabel(labels, key);
  const src = data.helper.scriptSrc;
  const [providerFailed, setProviderFailed] = useState(false);
  // The helper script, added once a page (a kept read).
  const script = useRead(
    src ? ['cross-border', 'helper-script', src] : null,
    () => loadScript(src ?? ''),
    { keep: true },
  );
  const bagRead = useRead(src ? ['cross-border', site, 'bag'] : null, () => checkoutBag(site));
  const bag = dataOf(bagRead);
  const state: HelperState =
    !src || providerFailed || script.status === 'error'
      ? 'unavailable'
      : script.status === 'success'
        ? 'ready'
        : 'loading';

  // An empty bag has nothing to pay: back to it (docs/product/checkout.md §2.1).
  useEffect(() => {
    if (bagRead.status === 'success' && bag === null) go(data.cartPath);
  }, [bagRead.status, bag, data.cartPath, go]);

  // The provider's checkout, asked for once the cart is known: queued until its script has
  // loaded (the script replays the queue), answered at once after.
  const cartId = bag?.cartId ?? null;
  useEffect(() => {
    if (cartId === null || !bag || !src) return;
    const params = crossBorderParams(site, search(), data.helper, cookie ? cookie() : undefined);
    providerGlobal()('Checkout', {
      site,
      cartId,
      hostId: HOST_ID,
      country: params.country,
      currency: params.currency,
      culture: params.culture,
      onChange: (chosen: { country: string; currency: string }) =>
        save({ ...params, country: chosen.country, currency: chosen.currency }),
      onError: () => setProviderFailed(true),
      onOrderPlaced: (answer: unknown) => {
        const order = providerOrderOf(answer, cartId);
        // Not the provider's answer: nothing to confirm (the provider says what went wrong).
        if (order === null) return;
        tabConfirmation(site).save({
          cartId,
          orderCode: order.orderCode,
          email: bag.email,
          isGuest: !bag.signedIn,
          purchase: null,
          // What the provider charged, in the shopper's currency.
          cart: order.cart,
        });
        go(buildPath('checkoutConfirmation', { lang: site }));
      },
    });
    // One checkout per cart (the other values are read when it starts): the provider keeps the
    // rest of the visit's state.
  }, [cartId, src]);

  return (
    <div className="sf-cross-border" data-testid="cross-border-page">
      <h1 className="sf-h1">{label('checkout')}</h1>
      {state === 'loading' && (
        <p role="status" className="sf-cross-border-loading">
          {label('crossBorderLoading')}
        </p>
      )}
      {state === 'unavailable' ? (
        <div
          role="alert"
          className="sf-cross-border-unavailable"
          data-testid="cross-border-unavailable"
        >
          <p>{label('crossBorderUnavailable')}</p>
          <a href={data.cartPath} className="sf-cross-border-back">
            {label('crossBorderBackToBag')}
          </a>
        </div>
      ) : (
        // The provider's own nodes go in here: React never renders a child of it.
        <div
          id={HOST_ID}
          data-testid="cross-border-checkout"
          data-state={state}
          data-merchant={data.helper.merchantId ?? undefined}
          aria-busy={state === 'loading'}
        />
      )}
    </div>
  );
}
