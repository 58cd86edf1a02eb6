import type { LoyaltyUnit } from '@atelier/core-loyalty';
import { Button, Toussis } from '@atelier/ui';
import { useRead } from '../../../shell/browser/read/index.js';
import { toussiItems, type ProductSummary } from '../browser/loyalty-area.js';
import { useAccount, useLabel } from './account-context.js';

const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/**
 * The member's toussis with their states and what each still needs (docs/product/loyalty.md §5.1).
 */
export function LoyaltyToussis({
  unit,
  getProducts,
}: {
  unit: LoyaltyUnit;
  getProducts: (ids: readonly string[]) => Promise<ProductSummary[]>;
}) {
  const { client, locale, site } = useAccount();
  const label = useLabel();
  const read = useRead(['account', site, 'toussis'], async () => {
    const answer = await client.crm.getToussis();
    const ids = [...new Set(answer.toussis.map((toussi) => toussi.productId))];
    // Product names are a nicety: without them the rewards still show with their ids.
    const products = ids.length ? await getProducts(ids).catch(() => []) : [];
    return toussiItems(answer.toussis, products);
  });

  if (read.status === 'error')
    return (
      <div className="sf-my-account-stack">
        <p role="alert" className="sf-my-account-error">
          {label('myAccountLoadFailed')}
        </p>
        <Button variant="secondary" onPress={read.retry}>
          {label('checkoutModalRetry')}
        </Button>
      </div>
    );
  if (read.status !== 'success') return <p aria-busy="true">{label('myAccountLoading')}</p>;
  const items = read.data;
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
