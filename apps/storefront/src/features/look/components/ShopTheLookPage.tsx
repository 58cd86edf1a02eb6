import { Button, Look } from '@atelier/ui';
import { lazy, Suspense, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import {
  isLookProductAvailable,
  type LookItem,
  type ShopTheLookEvent,
} from '@atelier/core-catalogue';
import { labelText } from '../../../shell/label-text.js';
import styles from './look.module.css';
import type { ShopTheLookFlowApi } from './ShopTheLookFlow.js';
import type { ShopTheLookData } from '../look-view.js';

const LookSizeModal = lazy(() => import('./LookSizeModal.js'));
// The shop-the-look machine (xstate) loads when the look is first added: nothing at first
// paint needs it, the page renders the look from its data.
const ShopTheLookFlow = lazy(() => import('./ShopTheLookFlow.js'));

/**
 * A look: unsized pieces in stock go straight in with the look's quantity, out-of-stock
 * ones are skipped, and a modal steps through each sized piece for its size and quantity
 * (core-catalogue's shopTheLookMachine). Views 3 and 4 show the image only.
 */
export function ShopTheLookPage() {
  const data = useData<ShopTheLookData>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const locale = shell?.locale ?? 'en';
  const currency = shell?.currency ?? 'EUR';
  // The first "add the look" mounts the flow with that event; later ones go to its machine.
  const [firstEvent, setFirstEvent] = useState<ShopTheLookEvent | null>(null);
  const [flow, setFlow] = useState<ShopTheLookFlowApi | null>(null);
  const send = (event: ShopTheLookEvent) => {
    if (flow) flow.send(event);
    else if (event.type === 'ADD_LOOK' && !firstEvent) setFirstEvent(event);
  };
  const state = flow?.state;
  const items: LookItem[] = data.items.map((item) => ({
    productId: item.card.id,
    quantity: item.quantity,
    stock: item.stock,
    sizes: item.sizes,
  }));
  const context = state?.context;
  const current = context?.sized[context.step];
  const currentItem = current && data.items.find((item) => item.card.id === current.productId);
  return (
    <div className="sf-container">
      <h1 className="sf-h1">{data.title}</h1>
      {data.description && <p className="sf-muted">{data.description}</p>}
      <Look
        title={data.title}
        image={data.image}
        locale={locale}
        showProducts={data.showProducts}
        products={data.items.map((item) => ({
          id: item.card.id,
          name: item.card.name,
          href: item.card.href,
          image: { src: item.card.image, alt: '' },
          price: { value: item.card.price, currency },
          quantity: item.quantity,
          available: isLookProductAvailable(item.stock, item.quantity),
        }))}
        {...(data.showProducts ? { onAddLook: () => send({ type: 'ADD_LOOK', items }) } : {})}
        isAdding={state ? state.matches('adding') : firstEvent !== null}
        addLabel={labelText(labels, 'addLookToBag', 'Add the look to the bag')}
        unavailableLabel={labelText(labels, 'notAvailable', 'Not available')}
      />
      {firstEvent && (
        <Suspense fallback={null}>
          <ShopTheLookFlow site={shell?.site ?? ''} firstEvent={firstEvent} onChange={setFlow} />
        </Suspense>
      )}
      {state?.matches('failed') && (
        <p className={styles.failure} role="alert">
          {labelText(labels, 'lookAddFailed', 'The look could not be added to the bag.')}{' '}
          <Button variant="link" onPress={() => send({ type: 'RETRY' })}>
            {labelText(labels, 'retry', 'Try again')}
          </Button>
        </p>
      )}
      {context && state.matches('choosingSize') && currentItem && (
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
