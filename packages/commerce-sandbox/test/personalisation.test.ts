import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorPointsOf, supportPointOf } from '../src/personalisation-points.js';
import {
  isEnvelope,
  payAndOrder,
  readyGuestCart,
  startSandbox,
  type TestSandbox,
} from './helpers.js';

interface Entry {
  entryNumber: number;
  isGift?: boolean;
  product: { code: string };
  personalisationInfo?: { parentEntryNumber: number; anchorId: string };
  totalPrice: { value: number };
}

let sb: TestSandbox;
let parent: { code: string; kind: string };
let ring: string[];
let clip: string;
beforeAll(async () => {
  sb = await startSandbox();
  const inStock = (where: string) =>
    sb.server.db
      .prepare<[], { code: string; kind: string }>(
        `SELECT p.code, p.kind FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB' WHERE ${where} AND s.level > 5 ORDER BY p.code`,
      )
      .all();
  parent = inStock("p.personalisation = 'PARENT' AND p.kind = 'necklace'")[0]!;
  const children = inStock("p.personalisation = 'CHILD'").map((r) => r.code);
  ring = children.filter((c) => supportPointOf(c) === 'RING').slice(0, 3);
  clip = children.find((c) => supportPointOf(c) === 'CLIP')!;
});
afterAll(async () => {
  await sb.close();
});

const newCart = async () =>
  `/users/anonymous/carts/${(await sb.call('POST', '/users/anonymous/carts')).body.guid}`;
const personalise = (C: string, charms: { anchorId: string; code: string }[], quantity = 1) =>
  sb.call('POST', `${C}/entries`, {
    body: {
      product: { code: parent.code },
      quantity,
      personalisationInfo: {
        charms: charms.map((c) => ({ anchorId: c.anchorId, product: { code: c.code } })),
      },
    },
  });

describe('anchor and support points (docs/product/product.md §3.1)', () => {
  it('sends a PARENT its anchor points and a CHILD its support point, the same every time', async () => {
    const res = await sb.call('GET', `/products/${parent.code}?fields=FULL`);
    expect(res.body.personalisation).toEqual({
      type: 'PARENT',
      anchorPoints: anchorPointsOf(parent.code, 'necklace'),
    });
    expect(res.body.personalisation.anchorPoints).toHaveLength(5);
    const child = await sb.call('GET', `/products/${clip}?fields=FULL`);
    expect(child.body.personalisation).toEqual({ type: 'CHILD', supportPoint: 'CLIP' });
  });
});

describe('a personalised piece in the bag (docs/product/product.md §3.4)', () => {
  it('adds the piece and its charms as lines that name the piece and the anchor', async () => {
    const C = await newCart();
    const res = await personalise(C, [
      { anchorId: 'A1', code: ring[0]! },
      { anchorId: 'A2', code: ring[1]! },
    ]);
    expect(res.status).toBe(200);
    // A plain line of the same piece is a line of its own.
    await sb.call('POST', `${C}/entries`, {
      body: { product: { code: parent.code }, quantity: 1 },
    });
    const lines = ((await sb.call('GET', C)).body.entries as Entry[]).filter((e) => !e.isGift);
    expect(lines.map((e) => [e.product.code, e.personalisationInfo ?? null])).toEqual([
      [parent.code, null],
      [ring[0], { parentEntryNumber: lines[0]!.entryNumber, anchorId: 'A1' }],
      [ring[1], { parentEntryNumber: lines[0]!.entryNumber, anchorId: 'A2' }],
      [parent.code, null],
    ]);
    expect(lines[1]!.totalPrice.value).toBeGreaterThan(0);
  });

  it('removes the charms with the piece, and keeps one of each', async () => {
    const C = await newCart();
    await personalise(C, [{ anchorId: 'A1', code: ring[0]! }]);
    const [piece, charm] = (await sb.call('GET', C)).body.entries as [Entry, Entry];
    const more = await sb.call('PATCH', `${C}/entries/${charm.entryNumber}`, {
      body: { quantity: 2 },
    });
    expect(more.status).toBe(400);
    expect((await sb.call('DELETE', `${C}/entries/${piece.entryNumber}`)).status).toBeLessThan(300);
    expect(((await sb.call('GET', C)).body.entries as Entry[]).filter((e) => !e.isGift)).toEqual(
      [],
    );
  });

  it('refuses a combination that does not hold with a 400 naming the field', async () => {
    const C = await newCart();
    const clipOnly = anchorPointsOf(parent.code, 'necklace').find(
      (a) => !a.supports.includes('CLIP'),
    )!;
    const cases: [{ anchorId: string; code: string }[], string][] = [
      [[{ anchorId: 'A9', code: ring[0]! }], 'personalisationInfo.charms[0].anchorId'],
      [
        [
          { anchorId: 'A1', code: ring[0]! },
          { anchorId: 'A1', code: ring[1]! },
        ],
        'personalisationInfo.charms[1].anchorId',
      ],
      [[{ anchorId: clipOnly.id, code: clip }], 'personalisationInfo.charms[0].product.code'],
      [[{ anchorId: 'A1', code: parent.code }], 'personalisationInfo.charms[0].product.code'],
    ];
    for (const [charms, subject] of cases) {
      const res = await personalise(C, charms);
      expect(res.status, JSON.stringify(charms)).toBe(400);
      expect(isEnvelope(res.body)).toBe(true);
      expect(res.body.errors[0]).toMatchObject({ type: 'ValidationError', subject });
    }
    expect((await personalise(C, [{ anchorId: 'A1', code: ring[0]! }], 2)).status).toBe(400);
    const plain = await sb.call('POST', `${C}/entries`, {
      body: {
        product: { code: ring[0] },
        quantity: 1,
        personalisationInfo: { charms: [{ anchorId: 'A1', product: { code: ring[1] } }] },
      },
    });
    expect(plain.body.errors[0]).toMatchObject({ subject: 'product.code' });
    expect((await sb.call('GET', C)).body.entries).toHaveLength(0);
  });

  it('carries the combination into the order', async () => {
    const guid = await readyGuestCart(sb);
    const C = `/users/anonymous/carts/${guid}`;
    expect((await personalise(C, [{ anchorId: 'A2', code: ring[2]! }])).status).toBe(200);
    const order = await payAndOrder(sb, guid);
    const charm = order.entries.find((e: Entry) => e.product.code === ring[2]);
    const piece = order.entries.find((e: Entry) => e.product.code === parent.code);
    expect(charm.personalisationInfo).toEqual({
      parentEntryNumber: piece.entryNumber,
      anchorId: 'A2',
    });
  });
});
