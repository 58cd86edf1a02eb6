import { lazySchema, notProvided } from '@atelier/core-catalogue';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { z } from 'zod';
import { callActor } from '../calls/call-actor.js';
import type { CallSignal } from '../calls/call-signal.js';
import { classifyCartError } from '../errors/classify-cart-error.js';
import { BagSchema, type Bag } from '../entities/bag.schema.js';
import { RestoreFromSaveForLaterResultSchema } from '../entities/save-for-later.schema.js';
import { ShippingMethodSchema } from '../entities/shipping-method.schema.js';
import type { BagActorInputs, BagActorName, BagActorOutputs } from './bag.machine.types.js';
import type { BagPort } from '../ports/bag-port.js';
import type { PromotionsPort } from '../ports/promotions-port.js';
import type { ShippingPort } from '../ports/shipping-port.js';

export interface BagPorts {
  bag: BagPort;
  shipping: ShippingPort;
  /** Only for the promotions the shopper switches (employee discount); without it they fail. */
  promotions?: Pick<PromotionsPort, 'applyPromotion'>;
}

export type BagActorLogic = {
  [N in BagActorName]: PromiseActorLogic<BagActorOutputs[N], BagActorInputs[N]>;
};

const BAG_ACTOR_NAMES: readonly BagActorName[] = [
  'createBag',
  'loadBag',
  'loadUserBags',
  'addEntries',
  'updateEntries',
  'validateStock',
  'saveForLater',
  'restoreSaved',
  'applyVoucher',
  'deleteVoucher',
  'loadShippingMethods',
  'setShippingMethod',
  'validateSddPostalCode',
  'setPointOfSale',
  'setPackaging',
  'findOrderForCart',
  'setGiftMessage',
  'removeSaved',
  'applyPromotion',
];

/** The machine's defaults: each rejects naming itself until the caller provides the real one. */
export function placeholderBagActors(): BagActorLogic {
  return Object.fromEntries(
    BAG_ACTOR_NAMES.map((name) => [name, fromPromise(notProvided('bagMachine', name))]),
  ) as unknown as BagActorLogic;
}

/** What each call must answer; anything else fails the operation as `malformed`. */
const ANSWERS = {
  bag: BagSchema,
  bags: lazySchema(() => z.array(BagSchema)),
  restored: lazySchema(() =>
    z.object({ bag: BagSchema, result: RestoreFromSaveForLaterResultSchema }),
  ),
  methods: lazySchema(() => z.array(ShippingMethodSchema)),
  postalCodeErrors: lazySchema(() => z.array(z.unknown())),
  order: lazySchema(() => z.object({ code: z.string() }).nullable()),
};

function actor<N extends BagActorName>(
  answer: z.ZodType<BagActorOutputs[N]>,
  call: (input: BagActorInputs[N], options: { signal: CallSignal }) => Promise<unknown>,
) {
  return callActor({ call, answer, classify: classifyCartError });
}

/** Highest entry first: removing an entry renumbers the ones after it on the back-end. */
async function updateEntries(
  bag: BagPort,
  { cartId, changes }: BagActorInputs['updateEntries'],
  options: { signal: CallSignal },
): Promise<Bag> {
  const ordered = [...changes].sort((a, b) => b.entryNumber - a.entryNumber);
  let latest: Bag | null = null;
  for (const change of ordered) {
    // A stopped operation sends nothing more.
    if (options.signal.aborted) throw options.signal.reason;
    latest =
      change.quantity <= 0
        ? await bag.removeEntry(cartId, change.entryNumber, options)
        : await bag.updateEntryQuantity(cartId, change.entryNumber, change.quantity, options);
  }
  return latest ?? bag.getBag(cartId, options);
}

/**
 * The bag machine's named actors over the ports, for
 * `bagMachine.provide({ actors: createBagActors(ports) })`. This is the only place that
 * knows how one machine step maps to back-end calls: each actor passes its AbortSignal to
 * the port, parses the answer and classifies a rejection (classifyCartError), so the
 * machine sees a typed answer or a CallError.
 */
export function createBagActors({ bag, shipping, promotions }: BagPorts): BagActorLogic {
  return {
    createBag: actor<'createBag'>(ANSWERS.bag, (input, o) => bag.createBag(input, o)),
    loadBag: actor<'loadBag'>(ANSWERS.bag, ({ cartId }, o) => bag.getBag(cartId, o)),
    loadUserBags: actor<'loadUserBags'>(ANSWERS.bags, (_, o) => bag.getUserBags(o)),
    addEntries: actor<'addEntries'>(ANSWERS.bag, ({ cartId, entries }, o) =>
      bag.addEntries(cartId, entries, o),
    ),
    updateEntries: actor<'updateEntries'>(ANSWERS.bag, (input, o) => updateEntries(bag, input, o)),
    validateStock: actor<'validateStock'>(ANSWERS.bag, ({ cartId, ...options }, o) =>
      bag.validateStock(cartId, options, o),
    ),
    saveForLater: actor<'saveForLater'>(ANSWERS.bag, ({ cartId, entryNumber }, o) =>
      bag.saveForLater(cartId, entryNumber, o),
    ),
    restoreSaved: actor<'restoreSaved'>(ANSWERS.restored, ({ cartId, entryNumber, quantity }, o) =>
      bag.restoreFromSaveForLater(cartId, entryNumber, quantity, o),
    ),
    applyVoucher: actor<'applyVoucher'>(ANSWERS.bag, ({ cartId, code }, o) =>
      bag.applyVoucher(cartId, code, o),
    ),
    deleteVoucher: actor<'deleteVoucher'>(ANSWERS.bag, ({ cartId, code }, o) =>
      bag.removeVoucher(cartId, code, o),
    ),
    loadShippingMethods: actor<'loadShippingMethods'>(ANSWERS.methods, ({ cartId }, o) =>
      shipping.getShippingMethods(cartId, o),
    ),
    setShippingMethod: actor<'setShippingMethod'>(ANSWERS.bag, ({ cartId, code }, o) =>
      bag.setDeliveryMode(cartId, code, o),
    ),
    validateSddPostalCode: actor<'validateSddPostalCode'>(
      ANSWERS.postalCodeErrors,
      ({ cartId, postalCode }, o) => shipping.validateSddPostalCode(cartId, postalCode, o),
    ),
    setPointOfSale: actor<'setPointOfSale'>(ANSWERS.bag, ({ cartId, postalCode, storeId }, o) =>
      bag.setPointOfSaleAndPostalCode(cartId, postalCode, storeId, o),
    ),
    setPackaging: actor<'setPackaging'>(ANSWERS.bag, ({ cartId, include }, o) =>
      bag.setPackaging(cartId, include, o),
    ),
    findOrderForCart: actor<'findOrderForCart'>(ANSWERS.order, ({ cartId }, o) =>
      bag.findOrderForCart(cartId, o),
    ),
    setGiftMessage: actor<'setGiftMessage'>(ANSWERS.bag, ({ cartId, entryNumber, info }, o) =>
      bag.setGiftCardInfo(cartId, entryNumber, info, o),
    ),
    removeSaved: actor<'removeSaved'>(ANSWERS.bag, ({ cartId, entryNumber }, o) =>
      bag.removeFromSaveForLater(cartId, entryNumber, o),
    ),
    applyPromotion: actor<'applyPromotion'>(ANSWERS.bag, ({ cartId, promotionId, apply }, o) =>
      promotions
        ? promotions.applyPromotion(cartId, promotionId, apply, o)
        : notProvided('createBagActors', 'promotions')(),
    ),
  };
}
