import type { CurrencyPollResult } from '@atelier/core-loyalty';
import { useCallback } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { bagTotal as readBagTotal } from '../browser/bag-total.js';
import {
  fetchDeliveryCost,
  loadCurrencies,
  type DeliveryCost as Cost,
} from '../browser/cross-border-helper.js';
import { readProviderCurrencies } from '../browser/provider-global.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import type { CrossBorderCheckoutData } from '../cross-border-view.js';
import { CurrencyChoice } from './CurrencyChoice.js';
import { DeliveryCost } from './DeliveryCost.js';

export interface CrossBorderCheckoutProps {
  data: CrossBorderCheckoutData;
  labels: Readonly<Record<string, string>>;
  /** The site and its locale: the delivery cost is asked and formatted for them. */
  site: string;
  locale: string;
  /** Adds the helper script to the page; tests give their own. */
  loadScript?: (src: string) => Promise<void>;
  /** The provider's currencies, polled (tests give their own). */
  currencies?: () => Promise<CurrencyPollResult>;
  bagTotal?: (site: string) => Promise<number | null>;
  fetchCost?: (site: string, amount: number) => Promise<Cost>;
}

const pollProviderCurrencies = () => loadCurrencies(() => readProviderCurrencies());

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

/**
 * The cross-border provider's checkout (docs/product/cross-border.md §2;
 * docs/product/cross-border.md: its helper script). The provider draws its checkout into the host
 * element once its script has loaded; without a script, or when it fails to load
 * (docs/product/cross-border.md: the integration is then off), the shopper is told so and led back
 * to the bag, which stays as it was.
 */
export function CrossBorderCheckout({
  data,
  labels,
  site,
  locale,
  loadScript = appendScript,
  currencies = pollProviderCurrencies,
  bagTotal = readBagTotal,
  fetchCost = fetchDeliveryCost,
}: CrossBorderCheckoutProps) {
  const totalOfBag = useCallback(() => bagTotal(site), [bagTotal, site]);
  const costOf = useCallback((amount: number) => fetchCost(site, amount), [fetchCost, site]);
  const label = (key: string) => fillLabel(labels, key);
  const src = data.helper.scriptSrc;
  // The helper script, added once a page (a kept read): without one, or when it fails to
  // load, the integration is off.
  const script = useRead(
    src ? ['cross-border', 'helper-script', src] : null,
    () => loadScript(src ?? ''),
    {
      keep: true,
    },
  );
  const state: HelperState = !src
    ? 'unavailable'
    : script.status === 'success'
      ? 'ready'
      : script.status === 'error'
        ? 'unavailable'
        : 'loading';

  return (
    <div className="sf-cross-border" data-testid="cross-border-page">
      <h1 className="sf-h1">{label('checkout')}</h1>
      <DeliveryCost
        site={site}
        locale={locale}
        labels={labels}
        bagTotal={totalOfBag}
        fetchCost={costOf}
      />
      {state === 'ready' && (
        <CurrencyChoice
          labels={labels}
          defaultCurrency={data.helper.defaultCurrency}
          currencies={currencies}
        />
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
        <div
          id="GlobalECheckout"
          data-testid="cross-border-checkout"
          data-state={state}
          data-merchant={data.helper.merchantId ?? undefined}
          data-country={data.helper.defaultCountry}
          data-currency={data.helper.defaultCurrency}
          data-culture={data.helper.defaultCulture}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' && <p role="status">{label('crossBorderLoading')}</p>}
        </div>
      )}
    </div>
  );
}
