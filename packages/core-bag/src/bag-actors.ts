import { fromPromise } from 'xstate';
import type { BagActorInputs, BagActorName, BagActorOutputs } from './bag.machine.types.js';
import type { Bag } from './entities/bag.schema.js';
import type { BagPort } from './ports/bag-port.js';
import type { ShippingPort } from './ports/shipping-port.js';

export interface BagPorts {
  bag: BagPort;
  shipping: ShippingPort;
}

function actor<N extends BagActorName>(
  run: (input: BagActorInputs[N]) => Promise<BagActorOutputs[N]>,
) {
  return fromPromise<BagActorOutputs[N], BagActorInputs[N]>(({ input }) => run(input));
}

/**
 * The bag machine's named actors over the ports, for
 * `bagMachine.provide({ actors: createBagActors(ports) })`. This is the only place that
 * knows how one machine step maps to back-end calls.
 */
export function createBagActors({ bag, shipping }: BagPorts) {
  return {
    createBag: actor<'createBag'>((input) => bag.createBag(input)),
    loadBag: actor<'loadBag'>(({ cartId }) => bag.getBag(cartId)),
    loadUserBags: actor<'loadUserBags'>(() => bag.getUserBags()),
    addEntries: actor<'addEntries'>(({ cartId, entries }) => bag.addEntries(cartId, entries)),
    updateEntries: actor<'updateEntries'>(async ({ cartId, changes }) => {
      // Highest entry first: removing an entry renumbers the ones after it on the back-end.
      const ordered = [...changes].sort((a, b) => b.entryNumber - a.entryNumber);
      let latest: Bag | null = null;
      for (const change of ordered) {
        latest =
          change.quantity <= 0
            ? await bag.removeEntry(cartId, change.entryNumber)
            : await bag.updateEntryQuantity(cartId, change.entryNumber, change.quantity);
      }
      return latest ?? bag.getBag(cartId);
    }),
    validateStock: actor<'validateStock'>(({ cartId, refresh, sendToCrossBorder }) =>
      bag.validateStock(cartId, { refresh, sendToCrossBorder }),
    ),
    saveForLater: actor<'saveForLater'>(({ cartId, entryNumber }) =>
      bag.saveForLater(cartId, entryNumber),
    ),
    restoreSaved: actor<'restoreSaved'>(({ cartId, entryNumber, quantity }) =>
      bag.restoreFromSaveForLater(cartId, entryNumber, quantity),
    ),
    applyVoucher: actor<'applyVoucher'>(({ cartId, code }) => bag.applyVoucher(cartId, code)),
    deleteVoucher: actor<'deleteVoucher'>(({ cartId, code }) => bag.removeVoucher(cartId, code)),
    loadShippingMethods: actor<'loadShippingMethods'>(({ cartId }) =>
      shipping.getShippingMethods(cartId),
    ),
    setShippingMethod: actor<'setShippingMethod'>(({ cartId, code }) =>
      bag.setDeliveryMode(cartId, code),
    ),
    validateSddPostalCode: actor<'validateSddPostalCode'>(({ cartId, postalCode }) =>
      shipping.validateSddPostalCode(cartId, postalCode),
    ),
    setPointOfSale: actor<'setPointOfSale'>(({ cartId, postalCode, storeId }) =>
      bag.setPointOfSaleAndPostalCode(cartId, postalCode, storeId),
    ),
    setPackaging: actor<'setPackaging'>(({ cartId, include }) => bag.setPackaging(cartId, include)),
    findOrderForCart: actor<'findOrderForCart'>(({ cartId }) => bag.findOrderForCart(cartId)),
  };
}
