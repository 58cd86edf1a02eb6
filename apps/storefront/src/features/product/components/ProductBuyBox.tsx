import { Button, Price, SizeSelector } from '@atelier/ui';
import { lazy, Suspense, useState } from 'react';
import { addToBag, useBag } from '../../bag/index.js';
import type { ProductData } from '../product-view.js';
import { labelText, numbersInLocale } from '../../../shell/label-text.js';
import { tagLabels } from '../../catalogue/index.js';
import { ProductHeart } from '../../wishlist/index.js';
import styles from './product.module.css';

const SizeGuideDialog = lazy(() => import('./SizeGuideDialog.js'));
// Only sold-out products need it: in-stock pages do not load its code.
const BackInStockForm = lazy(() =>
  import('./BackInStockForm.js').then(({ BackInStockForm }) => ({ default: BackInStockForm })),
);

/**
 * Tags, name, price, sizes with their guide, add to bag and stock. A product with sizes
 * needs one chosen before it can be added; sold-out sizes cannot be chosen.
 */
export function ProductBuyBox({
  data,
  site,
  locale,
  currency,
  labels,
}: {
  data: ProductData;
  site: string;
  locale: string;
  currency: string;
  labels: Record<string, string>;
}) {
  const bag = useBag();
  const [size, setSize] = useState<string | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const needsSize = data.sizes.length > 0;
  const canAdd = (data.inStock || data.sameDayOnly) && (!needsSize || size !== null) && !bag.adding;
  const tagTexts = tagLabels(labels);
  const sizeGuideLabel = labelText(labels, 'sizeGuide', 'Size guide');
  return (
    <div className={styles.buyBox}>
      {data.tags.length > 0 && (
        <ul className={styles.tags}>
          {data.tags.map((tag) => (
            <li key={tag}>{tagTexts[tag]}</li>
          ))}
        </ul>
      )}
      <h1 className={styles.name}>{data.name}</h1>
      <div data-testid="product-price">
        <Price
          amount={{ value: data.price, currency }}
          previousAmount={
            data.previousPrice === null ? null : { value: data.previousPrice, currency }
          }
          discountPercent={data.discount}
          historicLowestAmount={
            data.historicLowestPrice === null ? null : { value: data.historicLowestPrice, currency }
          }
          locale={locale}
          size="lg"
        />
      </div>
      {needsSize && (
        <SizeSelector
          sizes={data.sizes.map((s) => ({ code: s.code, name: s.name, available: s.inStock }))}
          value={size}
          onChange={setSize}
          label={labelText(labels, 'size', 'Size')}
          soldOutLabel={labelText(labels, 'soldOut', 'Sold out')}
          sizeGuideLabel={sizeGuideLabel}
          {...(data.sizeGuide.length > 0 ? { onOpenSizeGuide: () => setGuideOpen(true) } : {})}
        />
      )}
      <div className={styles.buyActions}>
        <Button
          fullWidth
          data-testid="add-to-bag"
          isDisabled={!canAdd}
          isPending={bag.adding}
          onPress={() => void addToBag(site, [{ code: size ?? data.id, quantity: 1 }])}
        >
          {data.inStock || data.sameDayOnly
            ? needsSize && size === null
              ? labelText(labels, 'chooseSize', 'Choose a size')
              : labelText(labels, 'addToBag', 'Add to bag')
            : labelText(labels, 'soldOut', 'Sold out')}
        </Button>
        <ProductHeart productId={data.id} name={data.name} />
      </div>
      <p className={styles.stock} data-testid="stock" data-in-stock={data.inStock}>
        {data.sameDayOnly
          ? labelText(
              labels,
              'productSameDayOnly',
              'In our shops only: same-day delivery where a shop serves your postal code',
            )
          : !data.inStock
            ? labelText(labels, 'soldOut', 'Sold out')
            : data.unitsLeft !== null
              ? labelText(
                  labels,
                  'unitsLeft',
                  'Only {n} left',
                  numbersInLocale({ n: data.unitsLeft }, locale),
                )
              : labelText(labels, 'inStock', 'In stock')}
      </p>
      {!data.inStock && !data.sameDayOnly && (
        <Suspense fallback={null}>
          <BackInStockForm site={site} productId={data.id} labels={labels} />
        </Suspense>
      )}
      {guideOpen && (
        <Suspense fallback={null}>
          <SizeGuideDialog
            tables={data.sizeGuide}
            title={sizeGuideLabel}
            closeLabel={labelText(labels, 'close', 'Close')}
            onClose={() => setGuideOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
