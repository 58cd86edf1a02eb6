import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERSONALISATION_MAX_CHARMS,
  PERSONALISATION_ORDERS,
  builderCharms,
  charmFitsAnchor,
  combinationProblems,
  maxCharmsOf,
  placeCharm,
  removeCharm,
  type AnchorPoint,
  type BuilderCharm,
  type CharmPlacement,
} from './personalisation.js';

const SUPPORTS = ['RING', 'CLIP', 'STUD'];
const anchor = (id: string, supports: string[]): AnchorPoint => ({ id, x: 0.5, y: 0.5, supports });
const NECKLACE = [anchor('a1', ['RING']), anchor('a2', ['RING', 'CLIP']), anchor('a3', ['CLIP'])];

const anchorsArb = fc
  .uniqueArray(fc.constantFrom('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'), {
    minLength: 1,
    maxLength: 7,
  })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.subarray(SUPPORTS, { minLength: 1 }).map((supports) => anchor(id, supports)),
      ),
    ),
  );
const charmArb = fc.record({
  code: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
  supportPoint: fc.option(fc.constantFrom(...SUPPORTS), { nil: null }),
});
const stepArb = fc.record({
  anchorId: fc.constantFrom('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'nowhere'),
  charm: charmArb,
  remove: fc.boolean(),
});

describe('placing charms (docs/product/product.md §3.3)', () => {
  it('places a fitting charm, replaces the one on the same anchor, removes it', () => {
    const one = placeCharm([], NECKLACE, 'a1', { code: 'c1', supportPoint: 'RING' });
    expect(one).toEqual({ ok: true, placements: [{ anchorId: 'a1', code: 'c1' }] });
    const replaced = placeCharm(one.ok ? one.placements : [], NECKLACE, 'a1', {
      code: 'c2',
      supportPoint: 'RING',
    });
    expect(replaced).toEqual({ ok: true, placements: [{ anchorId: 'a1', code: 'c2' }] });
    expect(removeCharm(replaced.ok ? replaced.placements : [], 'a1')).toEqual([]);
  });

  it('refuses a charm that does not fit, and an anchor the piece lacks', () => {
    expect(placeCharm([], NECKLACE, 'a3', { code: 'c1', supportPoint: 'RING' })).toEqual({
      ok: false,
      problem: 'doesNotFit',
    });
    expect(placeCharm([], NECKLACE, 'zz', { code: 'c1', supportPoint: 'RING' })).toEqual({
      ok: false,
      problem: 'unknownAnchor',
    });
    expect(charmFitsAnchor(null, anchor('a', SUPPORTS))).toBe(false);
  });

  it('whatever the shopper does: one charm an anchor, each fits, never above the maximum', () => {
    fc.assert(
      fc.property(anchorsArb, fc.array(stepArb, { maxLength: 30 }), (anchors, steps) => {
        let placements: CharmPlacement[] = [];
        const supportOf = new Map<string, string | null>();
        for (const step of steps) {
          if (step.remove) {
            placements = removeCharm(placements, step.anchorId);
            continue;
          }
          const placed = placeCharm(placements, anchors, step.anchorId, step.charm);
          if (placed.ok) {
            placements = placed.placements;
            supportOf.set(`${step.anchorId}|${step.charm.code}`, step.charm.supportPoint);
          }
        }
        const anchorIds = placements.map((p) => p.anchorId);
        expect(new Set(anchorIds).size).toBe(anchorIds.length);
        expect(placements.length).toBeLessThanOrEqual(maxCharmsOf(anchors));
        expect(placements.length).toBeLessThanOrEqual(PERSONALISATION_MAX_CHARMS);
        for (const p of placements) {
          const a = anchors.find((x) => x.id === p.anchorId);
          expect(a).toBeDefined();
          expect(charmFitsAnchor(supportOf.get(`${p.anchorId}|${p.code}`) ?? null, a!)).toBe(true);
        }
        // The back-end's check accepts what the builder lets through.
        const charms = placements.map((p) => ({
          anchorId: p.anchorId,
          type: 'CHILD' as const,
          supportPoint: supportOf.get(`${p.anchorId}|${p.code}`) ?? null,
        }));
        expect(combinationProblems(anchors, charms)).toEqual([]);
      }),
    );
  });
});

describe('a combination as the back-end checks it', () => {
  it('names the charm and the field of each problem', () => {
    expect(
      combinationProblems(NECKLACE, [
        { anchorId: 'a1', type: 'CHILD', supportPoint: 'RING' },
        { anchorId: 'a1', type: 'CHILD', supportPoint: 'RING' },
        { anchorId: 'a3', type: 'CHILD', supportPoint: 'RING' },
        { anchorId: 'a9', type: 'CHILD', supportPoint: 'RING' },
        { anchorId: 'a2', type: 'PARENT', supportPoint: null },
      ]),
    ).toEqual([
      { index: 1, field: 'anchorId', problem: 'anchorTaken' },
      { index: 2, field: 'product', problem: 'doesNotFit' },
      { index: 3, field: 'anchorId', problem: 'unknownAnchor' },
      { index: 4, field: 'product', problem: 'notACharm' },
      { index: 3, field: 'anchorId', problem: 'tooMany' },
    ]);
  });

  it('refuses more charms than anchors, whichever they are', () => {
    fc.assert(
      fc.property(anchorsArb, fc.nat({ max: 4 }), (anchors, extra) => {
        const charms = Array.from({ length: anchors.length + 1 + extra }, (_, i) => ({
          anchorId: anchors[i % anchors.length]!.id,
          type: 'CHILD' as const,
          supportPoint: anchors[i % anchors.length]!.supports[0]!,
        }));
        expect(combinationProblems(anchors, charms).length).toBeGreaterThan(0);
      }),
    );
  });
});

const productArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  categories: fc.constantFrom<string[]>(['10'], ['13'], ['10', '13']),
  inStock: fc.boolean(),
  supportPoint: fc.option(fc.constantFrom(...SUPPORTS), { nil: null }),
  pricing: fc.record({ price: fc.integer({ min: 1, max: 500 }) }),
  classifications: fc.record({ material: fc.constantFrom<string[]>(['gold'], ['silver']) }),
});

describe('the builder list (docs/product/catalogue.md §5)', () => {
  it('lists in-stock charms of category 10 that fit, sorted, filtered, 20 a page', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { maxLength: 80 }),
        anchorsArb,
        fc.constantFrom(...PERSONALISATION_ORDERS),
        fc.nat({ max: 5 }),
        fc.boolean(),
        (products, anchors, order, page, onlyGold) => {
          const anchorId = page % 2 === 0 ? anchors[0]!.id : null;
          const filters = onlyGold ? { material: ['gold'] } : {};
          const list = builderCharms<BuilderCharm>(products, {
            anchors,
            anchorId,
            order,
            filters,
            page,
          });
          const wanted = products.filter(
            (p) =>
              p.inStock &&
              p.categories.includes('10') &&
              anchors.some(
                (a) =>
                  (anchorId === null || a.id === anchorId) && charmFitsAnchor(p.supportPoint, a),
              ) &&
              (!onlyGold || p.classifications.material.includes('gold')),
          );
          expect(list.total).toBe(wanted.length);
          expect(list.items.length).toBe(
            Math.min(wanted.length, (Math.min(page, Math.max(list.pageCount - 1, 0)) + 1) * 20),
          );
          expect(list.hasMore).toBe(list.items.length < wanted.length);
          for (const item of list.items) expect(wanted).toContain(item);
          const prices = list.items.map((p) => p.pricing.price);
          if (order === 'highestPrice') expect(prices).toEqual([...prices].sort((a, b) => b - a));
          if (order === 'lowestPrice') expect(prices).toEqual([...prices].sort((a, b) => a - b));
          if (order === 'selection') expect(list.items).toEqual(wanted.slice(0, list.items.length));
        },
      ),
    );
  });
});
