import type { AnchorPoint } from '@atelier/core-catalogue';

/**
 * The sandbox's anchor points and support points (docs/product/product.md §3.1), made from a
 * product's kind and code so every seed of the same data gives the same points (no table: a
 * point is a fact of the piece's design, fixed with its code).
 */

/** Support types: a jump ring most charms hang by, a clip some close with. */
const RING = 'RING';
const CLIP = 'CLIP';

/** Where a piece's anchors sit on its photo (fractions of width and height), by kind. */
const LAYOUTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  // Along the chain's curve, lowest in the middle.
  necklace: [
    [0.24, 0.5],
    [0.37, 0.64],
    [0.5, 0.7],
    [0.63, 0.64],
    [0.76, 0.5],
  ],
  // Around the lower arc of the bangle.
  bracelet: [
    [0.3, 0.66],
    [0.5, 0.74],
    [0.7, 0.66],
  ],
  // One under each earring.
  earrings: [
    [0.32, 0.72],
    [0.68, 0.72],
  ],
};

function codeNumber(code: string): number {
  let n = 0;
  for (const ch of code) n = (n * 31 + ch.charCodeAt(0)) % 9973;
  return n;
}

/**
 * A PARENT's anchors: every one takes a ring; every other one (from a place the code decides)
 * takes a clip too, so each piece has anchors of both kinds of charm.
 */
export function anchorPointsOf(code: string, kind: string): AnchorPoint[] {
  const layout = LAYOUTS[kind] ?? [];
  const shift = codeNumber(code) % 2;
  return layout.map(([x, y], index) => ({
    id: `A${index + 1}`,
    x,
    y,
    supports: (index + shift) % 2 === 0 ? [RING, CLIP] : [RING],
  }));
}

/** A CHILD's support point: two charms in three hang by a ring, the third by a clip. */
export function supportPointOf(code: string): string {
  return codeNumber(code) % 3 === 2 ? CLIP : RING;
}
