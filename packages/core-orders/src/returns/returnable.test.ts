import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOnlineOrder } from '../../test/order-fixtures.js';
import { BACKEND_STATUSES } from '../status/product-status.js';
import {
  isReturnableStatus,
  orderReturnState,
  returnableLines,
  returnChoiceProblem,
  type ReturnableLine,
  type ReturnLineChoice,
} from './returnable.js';

const OPTIONS = {
  reasons: [{ code: 'SIZE' }, { code: 'DEFECT' }],
  conditions: [{ code: 'UNUSED' }, { code: 'OPENED' }],
};

describe('orderReturnState', () => {
  it('returns delivered orders and partly returned ones, nothing on its way or cancelled', () => {
    const state = (backendStatus: string) =>
      orderReturnState(anOnlineOrder({ backendStatus, returnInProcess: false }));
    expect(state('CUSTOMER_RECEIVED')).toBe('returnable');
    expect(state('DELIVERED_CARRIER')).toBe('returnable');
    expect(state('PARTIAL_RETURNED')).toBe('returnable');
    expect(state('SHIPPED')).toBe('notReturnable');
    expect(state('RECEIVED_IN_STORE')).toBe('notReturnable');
    expect(state('CANCELLED')).toBe('notReturnable');
    expect(state('CREATED')).toBe('notReturnable');
  });

  it('reads the status key when the back-end status is absent', () => {
    const order = anOnlineOrder({
      status: { key: 'CUSTOMER_RECEIVED', label: 'Delivered', color: 'green' },
    });
    expect(orderReturnState(order)).toBe('returnable');
  });

  it('an order already in a return is "in process", whatever its status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BACKEND_STATUSES, 'CREATED', 'SENT'), (backendStatus) => {
        expect(orderReturnState(anOnlineOrder({ backendStatus, returnInProcess: true }))).toBe(
          'inProcess',
        );
      }),
    );
  });

  it('only statuses of the 4.11 table that mean "delivered" or "partly returned" are returnable', () => {
    const returnable = BACKEND_STATUSES.filter(isReturnableStatus).sort();
    expect(returnable).toEqual(
      [
        'CUSTOMER_RECEIVED',
        'DELIVERED_CARRIER',
        'PARTIAL_RECEIVED_CUSTOMER',
        'PARTIAL_RETURNED',
      ].sort(),
    );
  });
});

describe('returnableLines', () => {
  it('keeps numbered lines with a quantity, not those cancelled or returned on their own', () => {
    const order = anOnlineOrder({
      products: [
        { id: 'A', entryNumber: 0, quantity: 2 },
        { id: 'B', entryNumber: 1, quantity: 1, status: 'RETURNED' },
        { id: 'C', entryNumber: 2, quantity: 1, status: 'CANCELLED' },
        { id: 'D', quantity: 1 },
        { id: 'E', entryNumber: 4, quantity: 0 },
        { id: 'F', entryNumber: 5, quantity: 3, status: 'CUSTOMER_RECEIVED' },
      ],
    });
    expect(returnableLines(order)).toEqual([
      { entryNumber: 0, quantity: 2 },
      { entryNumber: 5, quantity: 3 },
    ]);
  });
});

const linesArb = fc.uniqueArray(
  fc.record({ entryNumber: fc.nat({ max: 20 }), quantity: fc.integer({ min: 1, max: 5 }) }),
  { selector: (line) => line.entryNumber, minLength: 1, maxLength: 6 },
);

const choiceArb: fc.Arbitrary<ReturnLineChoice> = fc.record({
  entryNumber: fc.nat({ max: 25 }),
  quantity: fc.integer({ min: -1, max: 7 }),
  reason: fc.constantFrom('SIZE', 'DEFECT', 'OTHER', ''),
  condition: fc.constantFrom('UNUSED', 'OPENED', 'BROKEN', undefined),
});

describe('returnChoiceProblem', () => {
  it('accepts a return of some lines, each once, within what was bought, with a reason (a state if any)', () => {
    expect(
      returnChoiceProblem(
        [
          { entryNumber: 0, quantity: 2 },
          { entryNumber: 1, quantity: 1 },
        ],
        [{ entryNumber: 0, quantity: 2, reason: 'SIZE', condition: 'UNUSED' }],
        OPTIONS,
      ),
    ).toBeNull();
  });

  it('names each problem', () => {
    const lines: ReturnableLine[] = [{ entryNumber: 0, quantity: 1 }];
    const one = (choice: Partial<ReturnLineChoice>) =>
      returnChoiceProblem(
        lines,
        [{ entryNumber: 0, quantity: 1, reason: 'SIZE', condition: 'UNUSED', ...choice }],
        OPTIONS,
      );
    expect(returnChoiceProblem(lines, [], OPTIONS)).toBe('noLines');
    expect(one({ entryNumber: 3 })).toBe('unknownLine');
    expect(one({ quantity: 2 })).toBe('badQuantity');
    expect(one({ quantity: 0 })).toBe('badQuantity');
    expect(one({ reason: '' })).toBe('reasonMissing');
    expect(one({ reason: 'OTHER' })).toBe('unknownReason');
    expect(one({ condition: undefined })).toBeNull();
    expect(one({ condition: 'BROKEN' })).toBe('unknownCondition');
    const twice = { entryNumber: 0, quantity: 1, reason: 'SIZE', condition: 'UNUSED' };
    expect(returnChoiceProblem(lines, [twice, twice], OPTIONS)).toBe('duplicateLine');
    // A portal without conditions knows none.
    expect(
      returnChoiceProblem(
        lines,
        [{ entryNumber: 0, quantity: 1, reason: 'SIZE', condition: 'UNUSED' }],
        {
          reasons: OPTIONS.reasons,
          conditions: [],
        },
      ),
    ).toBe('unknownCondition');
  });

  it('whatever is asked, an accepted return never exceeds what the order holds and names only its lines', () => {
    fc.assert(
      fc.property(linesArb, fc.array(choiceArb, { maxLength: 6 }), (lines, choices) => {
        if (returnChoiceProblem(lines, choices, OPTIONS) !== null) return;
        expect(choices.length).toBeGreaterThan(0);
        const numbers = choices.map((c) => c.entryNumber);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const choice of choices) {
          const line = lines.find((l) => l.entryNumber === choice.entryNumber);
          expect(line).toBeDefined();
          expect(choice.quantity).toBeGreaterThanOrEqual(1);
          expect(choice.quantity).toBeLessThanOrEqual(line?.quantity ?? 0);
          expect(OPTIONS.reasons.map((r) => r.code)).toContain(choice.reason);
          if (choice.condition !== undefined)
            expect(OPTIONS.conditions.map((c) => c.code)).toContain(choice.condition);
        }
      }),
    );
  });

  it('every line of the order, whole, with a known reason and state, is accepted', () => {
    fc.assert(
      fc.property(linesArb, fc.constantFrom('SIZE', 'DEFECT'), (lines, reason) => {
        const all = lines.map((l) => ({ ...l, reason, condition: 'OPENED' }));
        expect(returnChoiceProblem(lines, all, OPTIONS)).toBeNull();
      }),
    );
  });
});
