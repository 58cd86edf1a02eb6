import { Button, Look } from '@atelier/ui';
import { lazy, Suspense } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { isLookProductAvailable, type LookItem } from '@atelier/core-catalogue';
import { labelText } from '../../src/components/label-text.js';
import styles from '../../src/components/look/look.module.css';
import { useShopTheLook } from '../../src/components/look/use-shop-the-look.js';
import type { Data } from './+data.js';

const LookSizeModal = lazy(() => import('../../src/components/look/LookSizeModal.js'));

/**
 * A look: unsized pieces in stock go straight in with the look's quantity, out-of-stock
 * ones are skipped, and a modal steps through each sized piece for its size and quantity
 * (core-catalogue's shopTheLookMachine). Views 3 and 4 show the image only.
 */
export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const locale = shell?.locale ?? 'en';
  const currency = shell?.currency ?? 'EUR';
  const [state, send] = useShopTheLook(shell?.site ?? '');
  const items: LookItem[] = data.items.map((item) => ({
    productId: item.card.id,
    quantity: item.quantity,
    stock: item.stock,
    sizes: item.sizes,
  }));
  const { context } = state;
  const current = context.sized[context.step];
  const currentItem = current && data.items.find((item) => item.card.id === current.productId);
  return (
    <div className="sf-container">
      <h1 className="sf-h1">{data.title}</h1>
      {data.description && <p className="sf-muted">{data.description}</p>}
      <Look
        title={data.title}
        image={data.image}
        locale={locale}
        currency={currency}
        showProducts={data.showProducts}
        products={data.items.map((item) => ({
          id: item.card.id,
          name: item.card.name,
          href: item.card.href,
          image: { src: item.card.image, alt: '' },
          price: item.card.price,
          quantity: item.quantity,
          available: isLookProductAvailable(item.stock, item.quantity),
        }))}
        {...(data.showProducts ? { onAddLook: () => send({ type: 'ADD_LOOK', items }) } : {})}
        isAdding={state.matches('adding')}
        addLabel={labelText(labels, 'addLookToBag', 'Add the look to the bag')}
        unavailableLabel={labelText(labels, 'notAvailable', 'Not available')}
      />
      {state.matches('failed') && (
        <p className={styles.failure} role="alert">
          {labelText(labels, 'lookAddFailed', 'The look could not be added to the bag.')}{' '}
          <Button variant="link" onPress={() => send({ type: 'RETRY' })}>
            {labelText(labels, 'retry', 'Try again')}
          </Button>
        </p>
      )}
      {state.matches('choosingSize') && currentItem && (
        <Suspense fallback={null}>
          <LookSizeModal
            item={currentItem}
            step={context.step}
            count={context.sized.length}
            selectedSize={context.selectedSize}
            quantity={context.quantity}
            error={context.error ? labelText(labels, 'chooseSize', 'Choose a size') : null}
            labels={labels}
            locale={locale}
            currency={currency}
            onSelect={(sizeCode) => send({ type: 'SELECT_SIZE', sizeCode })}
            onQuantity={(quantity) => send({ type: 'SET_QUANTITY', quantity })}
            onConfirm={() => send({ type: 'CONFIRM' })}
            onCancel={() => send({ type: 'CANCEL' })}
          />
        </Suspense>
      )}
    </div>
  );
}
