import type { Currency, CurrencyPollResult } from '@atelier/core-loyalty';
import { useId, useState } from 'react';
import { useRead } from '../../../shell/browser/read/index.js';
import { providerGlobal } from '../browser/provider-global.js';
import { fillLabel } from '../../../shell/browser/labels.js';

/**
 * The currencies the shopper may pay in, once the provider's script is there: its own list,
 * polled, or the built-in one (docs/product/cross-border.md §5). A choice goes to the provider's
 * global.
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
  const read = useRead(['cross-border', 'currencies'], () => currencies());
  const list: readonly Currency[] | null = read.status === 'success' ? read.data.currencies : null;
  const [chosen, setChosen] = useState(defaultCurrency);
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
