import type { SiteCode } from '@atelier/core-catalogue';
import { Toussis } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { cartToussisFor, type CartToussi } from '../browser/cart-toussis.js';
import { fill } from './bag-labels.js';

const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/** The member's toussis to pick up at a store (spec 2 and 3, section 9); nothing for guests. */
export function CartToussis({ site, labels }: { site: SiteCode; labels: Record<string, string> }) {
  const [toussis, setToussis] = useState<CartToussi[]>([]);
  useEffect(() => {
    let live = true;
    cartToussisFor(site).then(
      (list) => {
        if (live) setToussis(list);
      },
      () => {
        // Rewards are a bonus on this page: without the CRM the bag still works.
      },
    );
    return () => {
      live = false;
    };
  }, [site]);
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
