import type { LoyaltyUnit } from '@atelier/core-loyalty';
import { Toussis } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { toussiItems, type ProductSummary, type ToussiItem } from '../browser/loyalty-area.js';
import { useAccount, useLabel } from './account-context.js';

const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/** The member's toussis with their states and what each still needs (spec 3, section 3). */
export function LoyaltyToussis({
  unit,
  getProducts,
}: {
  unit: LoyaltyUnit;
  getProducts: (ids: readonly string[]) => Promise<ProductSummary[]>;
}) {
  const { client, locale } = useAccount();
  const label = useLabel();
  const [items, setItems] = useState<ToussiItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    client.crm
      .getToussis()
      .then(async (answer) => {
        const ids = [...new Set(answer.toussis.map((toussi) => toussi.productId))];
        // Product names are a nicety: without them the rewards still show with their ids.
        const products = ids.length ? await getProducts(ids).catch(() => []) : [];
        if (live) setItems(toussiItems(answer.toussis, products));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [client, getProducts]);

  if (failed)
    return (
      <p role="alert" className="sf-my-account-error">
        {label('myAccountLoadFailed')}
      </p>
    );
  if (items === null) return <p aria-busy="true">{label('myAccountLoading')}</p>;
  return (
    <div className="sf-loyalty-block" data-testid="loyalty-toussis">
      <Toussis
        title={label('myLoyaltyToussis')}
        headingLevel={3}
        emptyText={label('myLoyaltyNoToussis')}
        stateLabels={{
          obtained: label('myLoyaltyToussiObtained'),
          'pick-at-store': label('myLoyaltyToussiPickAtStore'),
          'not-obtained': label('myLoyaltyToussiNotObtained'),
        }}
        toussis={items.map((item) => ({
          id: item.id,
          name: item.name,
          image: { src: item.image ?? NO_IMAGE, alt: '' },
          state: item.state,
          ...(item.missingPoints > 0
            ? {
                missing: label('myLoyaltyToussiMissing', {
                  amount: new Intl.NumberFormat(locale).format(item.missingPoints),
                  unit: label(unit === 'gems' ? 'myLoyaltyGems' : 'myLoyaltyPoints'),
                }),
              }
            : {}),
        }))}
      />
    </div>
  );
}
