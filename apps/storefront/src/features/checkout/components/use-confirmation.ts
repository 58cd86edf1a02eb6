// The page's confirmation (ADR 0019): the one this tab kept (a reload of `/confirmation/`), or
// the one the payment step just placed. A placed order's purchase (what the confirmation says
// was paid) is read through the read layer (ADR 0050) and kept with it.
import type { Purchase } from '@atelier/core-checkout';
import { useCallback, useEffect, useState } from 'react';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import type { StoredConfirmation } from '../browser/confirmation-store.js';
import type { TabConfirmation } from '../browser/tab-confirmation.js';

interface Placed {
  confirmation: StoredConfirmation;
  /** Reads the placed order; absent for a confirmation kept from before the reload. */
  readOrder?: (() => Promise<Purchase>) | undefined;
}

export interface Confirmation {
  confirmation: StoredConfirmation | null;
  /** The order exists: keep and show its confirmation, then complete it with the purchase. */
  confirm(confirmation: StoredConfirmation, readOrder: () => Promise<Purchase>): void;
}

export function useConfirmation(tab: TabConfirmation, kept: () => StoredConfirmation | null) {
  const [placed, setPlaced] = useState<Placed | null>(() => {
    const confirmation = kept();
    return confirmation && { confirmation };
  });
  const pending = placed?.readOrder && placed.confirmation.purchase === null ? placed : null;
  const order = useRead(
    pending && ['checkout', 'order', pending.confirmation.orderCode],
    () => pending?.readOrder?.() ?? Promise.reject(new Error('no order to read')),
  );
  // Without the purchase the confirmation still shows the code, the e-mail and the summary.
  const purchase = dataOf(order);
  useEffect(() => {
    if (pending && purchase)
      setPlaced({ confirmation: tab.save({ ...pending.confirmation, purchase }) });
  }, [pending, purchase, tab]);

  const confirm = useCallback(
    (confirmation: StoredConfirmation, readOrder: () => Promise<Purchase>) =>
      setPlaced({ confirmation: tab.save(confirmation), readOrder }),
    [tab],
  );
  return { confirmation: placed?.confirmation ?? null, confirm } satisfies Confirmation;
}
