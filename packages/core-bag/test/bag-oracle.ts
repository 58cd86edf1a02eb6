// What the shopper should see of the bag after each step of a path, worked out from
// docs/product/bag.md §2, §3, §4.1, §5, §7, §9.3; docs/product/wishlist.md;
// docs/product/shipping.md §2 apart from the machine: a plain reducer over the shopper's events and
// the back-end's answers, written as "which call comes next and what the bag shows", with no
// statechart, no XState and none of the machine's plans, steps or guards. It uses only the spec's
// pure rules, which have their own tests. The model-based test compares its view with the real
// actor's after every step: a wrong transition shows as a wrong call, a wrong bag, a wrong lock or
// a wrong error.
import { fromHundredths, toHundredths } from '@atelier/core-catalogue';
import type { EventObject } from 'xstate';
import { splitByStock, type AddItem } from '../src/lines/add-to-bag.js';
import {
  applyAvailabilityErrors,
  applyQuantityChanges,
  sddStaysEnabled,
} from '../src/stock/availability-errors.js';
import type { BagActorName, BagEvent, BagUser } from '../src/machine/bag.machine.types.js';
import { CallError } from '../src/calls/call-error.js';
import { isStaleCartError } from '../src/errors/cart-error-rules.js';
import { classifyCartError, expiredCartId } from '../src/errors/classify-cart-error.js';
import type { Bag } from '../src/entities/bag.schema.js';
import type { ShippingMethod } from '../src/entities/shipping-method.schema.js';
import { bagLines } from '../src/lines/entry-line.js';
import { decideDecrease, decideIncrease } from '../src/lines/quantity-change.js';
import {
  canValidateSddPostalCode,
  sddPostalCodeFromUser,
} from '../src/shipping/sdd-postal-code.js';
import { sddStockDecision } from '../src/stock/sdd-stock-rule.js';
import { selectBestCart } from '../src/best-cart/select-best-cart.js';
import {
  chooseShippingMethod,
  isSddMethod,
  noShippingMethodAvailable,
  standardMethod,
} from '../src/shipping/shipping-method-choice.js';
import { synchronizeStock } from '../src/stock/synchronize-stock.js';

/** What the shopper sees, plus the call the bag is waiting for. */
export interface BagView {
  call: string | null;
  locked: boolean;
  lines: Array<[string, number]> | null;
  total: number;
  count: number;
  failure: string | null;
}

type Step =
  | 'restore'
  | 'create'
  | 'userBags'
  | 'mergeFetch'
  | 'mergePost'
  | 'mergeRestore'
  | 'addCreate'
  | 'addPost'
  | 'addSwitch'
  | 'quantity'
  | 'undo'
  | 'syncValidate'
  | 'apply'
  | 'saveForLater'
  | 'restoreSaved'
  | 'applyVoucher'
  | 'deleteVoucher'
  | 'checkLoad'
  | 'checkMethods'
  | 'checkBestCart'
  | 'checkMethod'
  | 'checkPostalCode'
  | 'pointOfSale'
  | 'packaging'
  | 'lookUpOrder'
  | 'chooseMethod'
  | 'typedPostalCode'
  | 'giftMessage'
  | 'removeSaved'
  | 'promotion';

/** The back-end call each step waits for. */
const CALL_OF: Record<Step, BagActorName> = {
  restore: 'loadBag',
  create: 'createBag',
  userBags: 'loadUserBags',
  mergeFetch: 'loadUserBags',
  mergePost: 'createBag',
  mergeRestore: 'loadUserBags',
  addCreate: 'createBag',
  addPost: 'addEntries',
  addSwitch: 'setShippingMethod',
  quantity: 'updateEntries',
  undo: 'addEntries',
  syncValidate: 'validateStock',
  apply: 'updateEntries',
  saveForLater: 'saveForLater',
  restoreSaved: 'restoreSaved',
  applyVoucher: 'applyVoucher',
  deleteVoucher: 'deleteVoucher',
  checkLoad: 'loadBag',
  checkMethods: 'loadShippingMethods',
  checkBestCart: 'updateEntries',
  checkMethod: 'setShippingMethod',
  checkPostalCode: 'validateSddPostalCode',
  pointOfSale: 'setPointOfSale',
  packaging: 'setPackaging',
  lookUpOrder: 'findOrderForCart',
  chooseMethod: 'setShippingMethod',
  typedPostalCode: 'validateSddPostalCode',
  giftMessage: 'setGiftMessage',
  removeSaved: 'removeSaved',
  promotion: 'applyPromotion',
};

interface Failure {
  operation: string;
  kind: string;
  error?: unknown;
}

/** The user's latest bag: the highest numeric code (docs/product/bag.md §2.3), written out here. */
function latestOf(bags: Bag[]): Bag | null {
  let latest: Bag | null = null;
  for (const bag of bags) {
    if (bag.code === undefined) continue;
    if (latest === null || BigInt(bag.code) > BigInt(latest.code ?? '0')) latest = bag;
  }
  return latest;
}

function idOf(bag: Bag): string | null {
  return bag.cartId ?? bag.code ?? null;
}

export class BagOracle {
  private bag: Bag | null = null;
  private cartId: string | null;
  private user: BagUser | null;
  private firstLoad = true;
  private pendingPackaging: boolean | null = null;
  private undo: string[] = [];
  private sddEnabled = false;
  private sddPostalCode: string | null = null;
  private methods: ShippingMethod[] = [];
  private failure: Failure | null = null;
  private deferred: BagEvent[] = [];
  private operation: string | null = null;
  private step: Step | null = null;
  // What the running operation works on.
  private removal: string | null = null;
  private undoing: string | null = null;
  private switchToStandard = false;
  private bestCartTried = false;

  constructor(input: { cartId?: string | null; user?: BagUser | null; undoEnabled?: boolean }) {
    this.cartId = input.cartId ?? null;
    this.user = input.user ?? null;
    if (input.undoEnabled === false) throw new Error('the oracle models undo on');
  }

  view(): BagView {
    const products = this.bag?.products ?? [];
    const chosen = products.filter((entry) => !entry.isGift);
    return {
      call: this.step === null ? null : CALL_OF[this.step],
      locked: this.operation !== null,
      lines: this.bag === null ? null : products.map((e) => [e.product.id, e.quantity]),
      total: fromHundredths(
        chosen.reduce((sum, e) => sum + toHundredths(e.product.price.value) * e.quantity, 0),
      ),
      count: chosen
        .filter((entry) => entry.product.isToussi !== true)
        .reduce((count, entry) => count + entry.quantity, 0),
      failure: this.failure?.kind ?? null,
    };
  }

  /** One event of the path: the shopper's, or the back-end's answer, failure or silence. */
  send(event: EventObject): void {
    if (event.type.startsWith('xstate.done.actor.'))
      this.answered((event as { output?: unknown }).output);
    else if (event.type.startsWith('xstate.error.actor.'))
      this.failed(this.failureOf((event as { error?: unknown }).error));
    else if (event.type.startsWith('xstate.after.')) this.failed({ kind: 'timeout' });
    else this.shopper(event as BagEvent);
  }

  private failureOf(error: unknown): Omit<Failure, 'operation'> {
    if (error instanceof CallError) return { kind: error.kind, error: error.error };
    return { kind: classifyCartError(error), error };
  }

  // The shopper (and the session) ------------------------------------------------------

  private shopper(event: BagEvent): void {
    if (event.type === 'SET_WRONG_VOUCHER' || event.type === 'DISMISS_MODAL') return;
    if (this.operation !== null) {
      // Locked: operations are ignored (docs/product/bag.md §2.6), the packaging toggle is kept on
      // the first load, and the session's events wait for the unlock.
      if (event.type === 'SET_PACKAGING' && this.firstLoad) this.pendingPackaging = event.include;
      if (event.type === 'START' || event.type === 'LOGIN' || event.type === 'REMOVE_BAG') {
        this.deferred.push(event);
      }
      return;
    }
    this.startOperation(event);
  }

  private begin(operation: string, step: Step | null): void {
    this.operation = operation;
    this.failure = null;
    this.step = step;
    if (step === null) this.end('idle');
  }

  private lineOf(entryNumber: number) {
    return bagLines(this.bag).find((line) => line.entryNumber === entryNumber);
  }

  private startOperation(event: BagEvent): void {
    const hasCart = this.cartId !== null;
    switch (event.type) {
      case 'START':
        if (event.previousToken) {
          this.cartId = event.cartId ?? null;
          return this.begin('loginWithPreviousToken', 'userBags');
        }
        if (event.cartId) {
          this.cartId = event.cartId;
          return this.begin('restore', 'restore');
        }
        this.firstLoad = false;
        return this.removeBag();
      case 'REMOVE_BAG':
        this.firstLoad = false;
        return this.removeBag();
      case 'ENSURE_BAG':
        return hasCart ? undefined : this.begin('create', 'create');
      case 'LOGIN': {
        this.user = event.user;
        const anonymous = hasCart && (this.bag?.products.length ?? 0) > 0;
        return anonymous
          ? this.begin('merge', 'mergeFetch')
          : this.begin('loginWithPreviousToken', 'userBags');
      }
      case 'ADD':
        return this.add(event.items);
      case 'INCREASE': {
        const line = this.lineOf(event.entryNumber);
        if (line === undefined) return;
        // At the stock limit only a note is taken, no call (docs/product/bag.md §3.3).
        if (!line.isGift && decideIncrease(line).kind === 'noStock') return;
        return this.begin('changeQuantity', 'quantity');
      }
      case 'DECREASE':
      case 'REMOVE': {
        const line = this.lineOf(event.entryNumber);
        if (line === undefined) return;
        const removes =
          event.type === 'REMOVE' || decideDecrease(line, event.by ?? 1).kind === 'remove';
        this.removal = removes ? line.productId : null;
        return this.begin('changeQuantity', 'quantity');
      }
      case 'UNDO':
        if (!this.undo.includes(event.productId)) return;
        this.undoing = event.productId;
        return this.begin('undo', 'undo');
      case 'SYNC_STOCK':
        return hasCart ? this.begin('synchronizeStock', 'syncValidate') : undefined;
      case 'SAVE_FOR_LATER':
        return this.lineOf(event.entryNumber) === undefined
          ? undefined
          : this.begin('saveForLater', 'saveForLater');
      case 'RESTORE_SAVED': {
        const saved = this.bag?.saveForLater?.entries.some(
          (e) => e.entryNumber === event.entryNumber,
        );
        return saved === true && event.quantity >= 1
          ? this.begin('restoreSaved', 'restoreSaved')
          : undefined;
      }
      case 'APPLY_VOUCHER':
        return hasCart ? this.begin('applyVoucher', 'applyVoucher') : undefined;
      case 'DELETE_VOUCHER':
        return hasCart ? this.begin('deleteVoucher', 'deleteVoucher') : undefined;
      case 'CHECK_SHIPPING':
        this.bestCartTried = false;
        return hasCart ? this.begin('checkShipping', 'checkLoad') : undefined;
      case 'SET_POINT_OF_SALE':
        if (!hasCart) return;
        this.sddPostalCode = event.postalCode;
        return this.begin('setPointOfSale', 'pointOfSale');
      case 'SET_PACKAGING':
        this.pendingPackaging = event.include;
        // Without a bag the choice is only remembered, and sent once a bag exists.
        return this.begin('setPackaging', hasCart ? 'packaging' : null);
      // The bag page's own operations (docs/product/bag.md §1.1; docs/product/shipping.md §2): each
      // one call, then unlocked.
      case 'SET_SHIPPING_METHOD': {
        const offered = this.methods.some((m) => m.code === event.code && m.available);
        return hasCart && offered ? this.begin('setShippingMethod', 'chooseMethod') : undefined;
      }
      case 'CHECK_SDD_POSTAL_CODE':
        // A typed postal code is validated, then the whole check sequence runs.
        if (!hasCart || event.postalCode.trim() === '') return;
        this.sddPostalCode = event.postalCode.trim();
        this.bestCartTried = false;
        return this.begin('checkSddPostalCode', 'typedPostalCode');
      case 'SET_GIFT_MESSAGE':
        return this.bag?.products.some((e) => e.entryNumber === event.entryNumber)
          ? this.begin('setGiftMessage', 'giftMessage')
          : undefined;
      case 'REMOVE_SAVED':
        return this.bag?.saveForLater?.entries.some((e) => e.entryNumber === event.entryNumber)
          ? this.begin('removeSaved', 'removeSaved')
          : undefined;
      case 'APPLY_PROMOTION':
        return hasCart ? this.begin('applyPromotion', 'promotion') : undefined;
      case 'CHECK_ORDER':
        // The lookup keeps the failure that may have led to it.
        if (!hasCart) return;
        this.operation = 'lookUpOrder';
        this.step = 'lookUpOrder';
        return;
      default:
        return;
    }
  }

  /** docs/product/bag.md §3.2: SDD and stock decide what is posted, before any call. */
  private add(items: AddItem[]): void {
    this.operation = 'add';
    this.failure = null;
    if (items.some((item) => sddStockDecision(item.product, this.sddEnabled) === 'noSddStock')) {
      return this.failed({ kind: 'noSddStock' });
    }
    this.switchToStandard = items.some(
      (item) => sddStockDecision(item.product, this.sddEnabled) === 'switchToStandard',
    );
    if (this.switchToStandard) this.sddEnabled = false;
    if (splitByStock(items, bagLines(this.bag)).withStock.length === 0) return this.end('idle');
    this.step = this.cartId === null ? 'addCreate' : 'addPost';
  }

  private removeBag(): void {
    this.bag = null;
    this.cartId = null;
    this.undo = [];
  }

  private storeBag(bag: Bag): void {
    this.bag = bag;
    this.cartId = idOf(bag) ?? this.cartId;
  }

  // The back-end ------------------------------------------------------------------------

  private answered(output: unknown): void {
    const step = this.step;
    this.step = null;
    switch (step) {
      case 'restore':
      case 'create':
      case 'applyVoucher':
      case 'deleteVoucher':
      case 'saveForLater':
      case 'chooseMethod':
      case 'giftMessage':
      case 'removeSaved':
      case 'promotion':
        this.storeBag(output as Bag);
        return this.end('idle');
      case 'typedPostalCode':
        this.sddEnabled = (output as unknown[]).length === 0;
        this.step = 'checkLoad';
        return;
      case 'userBags':
      case 'mergeRestore': {
        const latest = latestOf(output as Bag[]);
        if (latest !== null) this.storeBag(latest);
        return this.end(step === 'userBags' ? 'idle' : 'failed');
      }
      case 'mergeFetch': {
        const latest = latestOf(output as Bag[]);
        const anonymous = this.cartId;
        if (latest !== null && (latest.cartId === anonymous || latest.code === anonymous)) {
          return this.failed({ kind: 'sameBag' });
        }
        this.step = 'mergePost';
        return;
      }
      case 'mergePost':
        this.storeBag(output as Bag);
        return this.end('idle');
      case 'addCreate':
        this.storeBag(output as Bag);
        this.step = 'addPost';
        return;
      case 'addPost': {
        this.storeBag(output as Bag);
        const method = this.bag?.shippingMethod;
        const switches =
          this.switchToStandard &&
          method !== null &&
          method !== undefined &&
          isSddMethod(method) &&
          standardMethod(this.methods) !== null;
        if (switches) {
          this.step = 'addSwitch';
          return;
        }
        return this.end('idle');
      }
      case 'addSwitch':
      case 'apply':
        this.storeBag(output as Bag);
        return this.end('idle');
      case 'quantity':
        this.storeBag(output as Bag);
        // Removed lines go to the undo list, except toussis (none in these paths).
        if (this.removal !== null) {
          this.undo = [this.removal, ...this.undo.filter((id) => id !== this.removal)];
        }
        return this.end('idle');
      case 'undo':
        this.storeBag(output as Bag);
        this.undo = this.undo.filter((id) => id !== this.undoing);
        return this.end('idle');
      case 'syncValidate':
        return this.afterStockValidation(output as Bag);
      case 'restoreSaved':
        this.storeBag((output as { bag: Bag }).bag);
        return this.end('idle');
      case 'checkLoad':
        this.storeBag(output as Bag);
        if ((this.bag?.products.length ?? 0) === 0) return this.end('idle');
        this.step = 'checkMethods';
        return;
      case 'checkMethods':
        return this.afterMethods(output as ShippingMethod[]);
      case 'checkBestCart':
        this.storeBag(output as Bag);
        this.step = 'checkMethods';
        return;
      case 'checkMethod':
        this.storeBag(output as Bag);
        return this.postalCodeStep();
      case 'checkPostalCode':
        this.sddEnabled = (output as unknown[]).length === 0;
        return this.end('idle');
      case 'pointOfSale':
        return this.afterPointOfSale(output as Bag);
      case 'packaging':
        this.pendingPackaging = null;
        this.storeBag(output as Bag);
        return this.end('idle');
      case 'lookUpOrder':
        if (output !== null) {
          // The cart became an order: this bag is done with.
          this.removeBag();
          return this.end('idle');
        }
        return this.end(this.failure === null ? 'idle' : 'failed');
      default:
        throw new Error(`the oracle expected no answer (${String(step)})`);
    }
  }

  /** docs/product/bag.md §4.3: the lines stock and availability still allow, sent in one go. */
  private afterStockValidation(bag: Bag): void {
    this.storeBag(bag);
    const lines = bagLines(bag);
    const errors = bag.productAvailabilityErrors ?? [];
    const stock = synchronizeStock(lines);
    const availability = applyAvailabilityErrors(lines, errors);
    const byStock = new Map(stock.lines.map((line) => [line.entryNumber, line.quantity]));
    const byError = new Map(availability.changes.map((c) => [c.entryNumber, c.quantity]));
    const changes = lines.flatMap((line) => {
      const quantity = Math.min(
        byStock.get(line.entryNumber) ?? 0,
        byError.get(line.entryNumber) ?? line.quantity,
      );
      return quantity === line.quantity ? [] : [{ entryNumber: line.entryNumber, quantity }];
    });
    this.sddEnabled =
      this.sddEnabled && sddStaysEnabled(applyQuantityChanges(lines, changes), errors);
    if (changes.length > 0) this.step = 'apply';
    else this.end('idle');
  }

  /** docs/product/shipping.md §2, with best-cart selection once when no method serves. */
  private afterMethods(methods: ShippingMethod[]): void {
    this.methods = methods;
    const stores = (this.bag?.storesByCP ?? []).map((store) => store.id);
    const best = selectBestCart(bagLines(this.bag), stores);
    if (!this.bestCartTried && noShippingMethodAvailable(methods) && best.removedGroup !== null) {
      this.bestCartTried = true;
      this.sddEnabled = best.sddEnabled;
      this.step = 'checkBestCart';
      return;
    }
    this.bestCartTried = true;
    const choice = chooseShippingMethod(this.bag?.shippingMethod?.code, methods);
    if (choice.changed && choice.method !== null) {
      this.step = 'checkMethod';
      return;
    }
    this.postalCodeStep();
  }

  /** docs/product/shipping.md §4. */
  private postalCodeStep(): void {
    this.sddPostalCode =
      sddPostalCodeFromUser(this.user, this.sddEnabled, this.methods) ??
      this.sddPostalCode ??
      this.bag?.sddPostalCode ??
      null;
    if (canValidateSddPostalCode(this.sddPostalCode, this.methods)) this.step = 'checkPostalCode';
    else this.end('idle');
  }

  private afterPointOfSale(bag: Bag): void {
    this.storeBag(bag);
    const lines = bagLines(bag);
    const errors = bag.productAvailabilityErrors ?? [];
    const { changes } = applyAvailabilityErrors(lines, errors);
    this.sddEnabled = sddStaysEnabled(applyQuantityChanges(lines, changes), errors);
    if (changes.length > 0) this.step = 'apply';
    else this.end('idle');
  }

  /**
   * docs/product/bag.md §9.5, §2: what a failed call does, and the fallback call it may lead to.
   */
  private failed(failure: Omit<Failure, 'operation'>): void {
    const step = this.step;
    this.step = null;
    const operation = this.operation ?? 'restore';
    if (step === 'mergePost') {
      // A failed merge removes the bag, then restores the user's (docs/product/bag.md §2.4).
      this.removeBag();
      this.failure = { operation: 'merge', ...failure };
      this.step = 'mergeRestore';
      return;
    }
    this.failure = { operation, ...failure };
    if (operation === 'applyVoucher' || failure.kind === 'voucher') return this.end('failed');
    if (operation === 'setPackaging') this.pendingPackaging = null;
    if (operation !== 'lookUpOrder' && this.cartId !== null && isStaleCartError(failure.error)) {
      this.operation = 'lookUpOrder';
      this.step = 'lookUpOrder';
      return;
    }
    if (failure.kind === 'cartGone') {
      this.removeBag();
      return this.end('failed');
    }
    const newCartId = failure.kind === 'expired' ? expiredCartId(failure.error) : null;
    if (newCartId !== null && operation !== 'restore') {
      // An expired cart is restored under the id the error names.
      this.cartId = newCartId;
      return this.begin('restore', 'restore');
    }
    this.end('failed');
  }

  /** The operation is over: unlock, send a remembered packaging choice, replay the session. */
  private end(where: 'idle' | 'failed'): void {
    this.operation = null;
    this.step = null;
    this.removal = null;
    this.undoing = null;
    this.switchToStandard = false;
    this.firstLoad = false;
    const replay = this.deferred;
    this.deferred = [];
    if (where === 'idle' && this.pendingPackaging !== null && this.cartId !== null) {
      this.begin('setPackaging', 'packaging');
    }
    for (const event of replay) this.shopper(event);
  }
}
