import type { SiteCode } from '@atelier/core-catalogue';
import { Toussis } from '@atelier/ui';
import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { cartToussisFor, type CartToussi } from '../browser/cart-toussis.js';
import { fill } from './bag-labels.js';

const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/**
 * The member's toussis to pick up at a store (docs/product/loyalty.md §5.3); nothing for guests.
 */
export function CartToussis({ site, labels }: { site: SiteCode; labels: Record<string, string> }) {
  // Rewards are a bonus on this page: without the CRM (an error) the bag still works.
  const toussis: CartToussi[] =
    dataOf(useRead(['bag', site, 'toussis'], () => cartToussisFor(site))) ?? [];
  if (toussis.length === 0) return null;
  return (
    <Toussis
      title={fill(labels, 'cartToussisTitle', 'Your rewards to pick up in store')}
      toussis={toussis.map((toussi) => ({
        id: toussi.id,
        name: toussi.name,
        image: { src: toussi.image ?? NO_IMAGE, alt: '' },
        state: toussi.state,
      }))}
      stateLabels={{ 'pick-at-store': fill(labels, 'cartMethodPickup', 'Pick up in store') }}
    />
  );
}
