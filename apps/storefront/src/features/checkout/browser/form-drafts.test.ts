import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formDrafts } from './form-drafts.js';

describe('checkout form drafts (issue 31 point 10: typed values never vanish)', () => {
  it('gives back the last values kept for a cart and form until they are sent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cart: fc.constantFrom('c1', 'c2'),
            form: fc.constantFrom('shipping', 'billing'),
            name: fc.string(),
          }),
        ),
        (typing) => {
          const drafts = formDrafts<{ name: string }>();
          const last = new Map<string, string>();
          for (const { cart, form, name } of typing) {
            drafts.keep(cart, form, { name });
            last.set(`${cart}/${form}`, name);
          }
          for (const cart of ['c1', 'c2'])
            for (const form of ['shipping', 'billing']) {
              const kept = last.get(`${cart}/${form}`);
              expect(drafts.read(cart, form)).toEqual(kept === undefined ? null : { name: kept });
              drafts.drop(cart, form);
              expect(drafts.read(cart, form)).toBeNull();
            }
        },
      ),
    );
  });
});
