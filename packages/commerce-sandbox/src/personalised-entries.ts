import {
  combinationProblems,
  type CombinationCharm,
  type CombinationProblem,
} from '@atelier/core-catalogue';
import type { CartRow } from './cart-service.js';
import type { SandboxContext } from './context.js';
import { validation } from './errors.js';
import { anchorPointsOf, supportPointOf } from './personalisation-points.js';
import type { StoredPersonalisation } from './personalisation-info.js';
import { statements } from './product-view.js';
import type { EntryInput } from './schemas.js';

type PersonalisationInput = NonNullable<EntryInput['personalisationInfo']>;

const MESSAGES: Record<CombinationProblem['problem'], string> = {
  unknownAnchor: 'the piece has no such anchor point',
  anchorTaken: 'this anchor point already holds a charm',
  doesNotFit: 'this charm does not fit the anchor point',
  notACharm: 'this product is not a charm',
  tooMany: 'the piece takes no more charms',
};

/**
 * Checks a personalised piece before anything is added: the piece is a PARENT, each charm
 * a CHILD on an anchor of the piece that takes its support point, one an anchor, at most the
 * maximum (core-catalogue's combinationProblems, the builder's rules). The first problem is
 * a 400 ValidationError whose subject is the field (`personalisationInfo.charms[1].anchorId`).
 */
export function checkedCombination(
  ctx: SandboxContext,
  parentCode: string,
  quantity: number,
  info: PersonalisationInput,
): void {
  const s = statements(ctx.db);
  const parent = s.product(parentCode);
  if (!parent || parent.personalisation !== 'PARENT') {
    throw validation(
      `product.code: product [${parentCode}] cannot be personalised`,
      'product.code',
      'cart-entry.personalisationError-001',
    );
  }
  if (quantity !== 1) {
    throw validation(
      'quantity: a personalised piece is added one at a time',
      'quantity',
      'cart-entry.personalisationError-002',
    );
  }
  const anchors = anchorPointsOf(parent.code, parent.kind);
  const charms = info.charms.map((charm): CombinationCharm => {
    const row = s.product(charm.product.code);
    const kind = row?.personalisation;
    return {
      anchorId: charm.anchorId,
      type: kind === 'CHILD' || kind === 'PARENT' ? kind : null,
      supportPoint: row && kind === 'CHILD' ? supportPointOf(row.code) : null,
    };
  });
  const [first] = combinationProblems(anchors, charms);
  if (first) {
    const field = `personalisationInfo.charms[${first.index}].${first.field === 'product' ? 'product.code' : 'anchorId'}`;
    throw validation(
      `${field}: ${MESSAGES[first.problem]}`,
      field,
      'cart-entry.personalisationError-003',
    );
  }
}

/** Adds the piece's charms as entries that name the piece's entry and their anchor. */
export function addCharmEntries(
  ctx: SandboxContext,
  cart: CartRow,
  parentEntryNumber: number,
  info: PersonalisationInput,
): void {
  const insert = ctx.db.prepare(
    'INSERT INTO cart_entries (cart_code, entry_number, product_code, quantity, is_gift, personalisation) VALUES (?, ?, ?, 1, 0, ?)',
  );
  info.charms.forEach((charm, i) => {
    const stored: StoredPersonalisation = {
      role: 'CHILD',
      parentEntryNumber,
      anchorId: charm.anchorId,
    };
    insert.run(cart.code, parentEntryNumber + 1 + i, charm.product.code, JSON.stringify(stored));
  });
}
