import type { Currency, CurrencyPollResult } from '@atelier/core-loyalty';
import { useEffect, useId, useState } from 'react';
import { providerGlobal } from '../browser/provider-global.js';
import { fillLabel } from '../../../shell/browser/labels.js';

/**
 * The currencies the shopper may pay in, once the provider's script is there: its own list,
 * polled, or the built-in one (spec 3, section 4). A choice goes to the provider's global.
 */
export function CurrencyChoice({
  labels,
  defaultCurrency,
  currencies,
}: {
  labels: Readonly<Record<string, string>>;
  defaultCurrency: string;
  currencies: () => Promise<CurrencyPollResult>;
}) {
  const id = useId();
  const [list, setList] = useState<readonly Currency[] | null>(null);
  const [chosen, setChosen] = useState(defaultCurrency);
  useEffect(() => {
    let live = true;
    void currencies().then((result) => live && setList(result.currencies));
    return () => {
      live = false;
    };
  }, [currencies]);
  if (!list) return null;
  return (
    <div className="sf-cross-border-currency" data-testid="cross-border-currency">
      <label htmlFor={id}>{fillLabel(labels, 'crossBorderCurrency')}</label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          const code = event.currentTarget.value;
          setChosen(code);
          providerGlobal()('SetCurrency', code);
        }}
      >
        {list.some((c) => c.code === chosen) ? null : <option value={chosen}>{chosen}</option>}
        {list.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} · {currency.name}
          </option>
        ))}
      </select>
    </div>
  );
}
