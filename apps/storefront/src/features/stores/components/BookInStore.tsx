import type { SiteCode } from '@atelier/core-catalogue';
import { Button } from '@atelier/ui';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { bookingLabels } from './booking-labels.js';
import './booking.css';

// The dialog, its OCC calls and validation load on the first press, not with the product page.
const BookInStoreDialog = lazy(() => import('./BookInStoreDialog.js'));

/** The product page's "find it in a store": stores with stock, and booking it in one. */
export function BookInStore({
  site,
  productId,
  sizes,
  labels,
}: {
  site: SiteCode;
  productId: string;
  sizes: readonly { code: string; name: string }[];
  labels: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="book-in-store"
      >
        <MapPin size={16} aria-hidden="true" /> {bookingLabels(labels).open}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <BookInStoreDialog
            site={site}
            productId={productId}
            sizes={sizes}
            labels={labels}
            isOpen={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
