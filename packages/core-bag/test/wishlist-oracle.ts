// What the shopper should see of the wishlist after each step of a path, from
// docs/product/wishlist.md §3, apart from the machine: a plain reducer over the shopper's events
// and the back-end's answers (which call comes next, what the list shows), no statechart and no
// XState.
import type { EventObject } from 'xstate';
import { CallError } from '../src/calls/call-error.js';
import type { Wishlist, WishlistProduct } from '../src/entities/wishlist.schema.js';
import type { WishlistEvent } from '../src/wishlist/wishlist.machine.types.js';

export interface WishlistView {
  call: string | null;
  busy: boolean;
  /** The logged user's server list, or the guest's local ids. */
  ids: string[] | null;
  undo: string[];
  failure: string | null;
  error: string | null;
  sharedNotFound: boolean;
  suggestions: string[];
}

const ALREADY = 'Product is already in wishlist';

export class WishlistOracle {
  private loggedIn: boolean;
  private wishlist: Wishlist | null = null;
  private localIds: string[];
  private undo: string[] = [];
  private failure: string | null = null;
  private error: string | null = null;
  private sharedNotFound = false;
  private suggestions: WishlistProduct[] = [];
  private operation: string | null = null;
  private call: string | null = null;
  private productId: string | null = null;

  constructor(input: { loggedIn?: boolean; localIds?: string[] }) {
    this.loggedIn = input.loggedIn ?? false;
    this.localIds = input.localIds ?? [];
  }

  view(): WishlistView {
    return {
      call: this.call,
      busy: this.operation !== null,
      ids: this.loggedIn ? (this.wishlist?.entries.map((e) => e.id) ?? null) : this.localIds,
      undo: this.undo,
      failure: this.failure,
      error: this.error,
      sharedNotFound: this.sharedNotFound,
      suggestions: this.suggestions.map((p) => p.id),
    };
  }

  send(event: EventObject): void {
    const type = event.type;
    if (type.startsWith('xstate.done.actor.'))
      return this.answered((event as { output?: unknown }).output);
    if (type.startsWith('xstate.error.actor.')) {
      const error = (event as { error?: unknown }).error;
      return this.failed(error instanceof CallError ? error.kind : 'failed');
    }
    if (type.startsWith('xstate.after.')) return this.failed('timeout');
    // One call at a time: what the shopper does meanwhile is ignored (docs/product/wishlist.md §2).
    if (this.operation === null) this.shopper(event as WishlistEvent);
  }

  private current(): string[] {
    return this.loggedIn ? (this.wishlist?.entries.map((e) => e.id) ?? []) : this.localIds;
  }

  /** In stock, not already in the list, at most 12 (docs/product/wishlist.md §5). */
  private pick(products: WishlistProduct[]): WishlistProduct[] {
    const inList = this.current();
    return products.filter((p) => p.inStock !== false && !inList.includes(p.id)).slice(0, 12);
  }

  private begin(operation: string, call: string, productId: string | null = null): void {
    this.operation = operation;
    this.call = call;
    this.failure = null;
    this.error = null;
    this.productId = productId;
  }

  private shopper(event: WishlistEvent): void {
    switch (event.type) {
      case 'LOAD':
        if (this.loggedIn) this.begin('load', 'loadWishlist');
        return;
      case 'ADD':
        if (this.current().includes(event.productId)) {
          this.failure = 'alreadyInWishlist';
          this.error = ALREADY;
          return;
        }
        if (this.loggedIn) return this.begin('add', 'addProduct', event.productId);
        this.localIds = [...this.localIds, event.productId];
        this.undo = this.undo.filter((id) => id !== event.productId);
        this.error = null;
        return;
      case 'REMOVE':
        if (this.loggedIn) return this.begin('remove', 'removeProduct', event.productId);
        if (!this.localIds.includes(event.productId)) return;
        this.localIds = this.localIds.filter((id) => id !== event.productId);
        this.undo = [event.productId, ...this.undo];
        return;
      case 'UNDO':
        if (!this.undo.includes(event.productId)) return;
        if (this.loggedIn) return this.begin('undo', 'addProduct', event.productId);
        this.localIds = this.localIds.includes(event.productId)
          ? this.localIds
          : [...this.localIds, event.productId];
        this.undo = this.undo.filter((id) => id !== event.productId);
        this.error = null;
        return;
      case 'SHARE':
        if (this.loggedIn) this.begin('share', 'getShareToken');
        return;
      case 'LOGIN':
        this.loggedIn = true;
        // docs/product/wishlist.md §3: the guest's list is merged only if there is one.
        return this.localIds.length > 0
          ? this.begin('merge', 'mergeAnonymous')
          : this.begin('load', 'loadWishlist');
      case 'LOGOUT':
        this.loggedIn = false;
        this.wishlist = null;
        this.undo = [];
        return;
      case 'LOAD_SUGGESTIONS': {
        const { slider } = event;
        if ((slider?.products?.length ?? 0) > 0) {
          this.suggestions = this.pick(slider?.products ?? []);
          return;
        }
        if (slider?.categoryId) this.begin('suggestions', 'loadCategoryProducts');
        return;
      }
      case 'LOAD_SHARED':
        this.sharedNotFound = false;
        return this.begin('loadShared', 'loadSharedWishlist');
      default:
        return;
    }
  }

  private done(): void {
    this.operation = null;
    this.call = null;
  }

  private answered(output: unknown): void {
    switch (this.call) {
      case 'getShareToken':
        this.call = 'shareWishlist';
        return;
      case 'shareWishlist':
        return this.done();
      case 'loadCategoryProducts':
        this.suggestions = this.pick(output as WishlistProduct[]);
        return this.done();
      case 'loadSharedWishlist':
        return this.done();
      default:
        break;
    }
    this.wishlist = output as Wishlist;
    const id = this.productId;
    if (this.operation === 'remove' && id !== null) {
      this.undo = [id, ...this.undo.filter((kept) => kept !== id)];
    }
    if (this.operation === 'undo') this.undo = this.undo.filter((kept) => kept !== id);
    if (this.operation === 'merge' && this.call === 'mergeAnonymous') this.localIds = [];
    this.done();
  }

  private failed(kind: string): void {
    if (this.call === 'mergeAnonymous') {
      // docs/product/wishlist.md §3: a failed wishlist merge refreshes the wishlist.
      this.call = 'loadWishlist';
      return;
    }
    this.failure = kind;
    if (kind === 'alreadyInWishlist') this.error = ALREADY;
    // A shared wishlist that cannot be loaded is the 404 page.
    if (this.operation === 'loadShared') this.sharedNotFound = true;
    this.done();
  }
}
