import { LIVE_SHOPPING_SHARE_NETWORKS } from '@atelier/core-catalogue';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteShareButtons } from '../../product/index.js';
import type { ContentProps } from './content-props.js';
import { later } from '../../../shell/components/later.js';
import { Suspense } from 'react';

// The sign-up form: server-rendered, hydrated from its own chunk (src/shell/components/later.ts).
const subscribe = import.meta.env.SSR ? await import('./LiveShoppingSubscribe.js') : null;
const LiveShoppingSubscribe = later(subscribe?.LiveShoppingSubscribe ?? null, () =>
  import('./LiveShoppingSubscribe.js').then((m) => m.LiveShoppingSubscribe),
);

/**
 * Live shopping: the sign-up for the next one, and sharing on the networks
 * docs/product/shell.md §4.4 names for it (LinkedIn, Facebook, WhatsApp).
 */
export function LiveShoppingContent({ data, labels }: ContentProps) {
  const { shell } = usePageContext();
  return (
    <>
      {shell && (
        <Suspense fallback={null}>
          <LiveShoppingSubscribe site={shell.site} labels={labels} />
        </Suspense>
      )}
      {data.shareUrl && (
        <SiteShareButtons
          url={data.shareUrl}
          title={data.title}
          networks={LIVE_SHOPPING_SHARE_NETWORKS}
          labels={labels}
        />
      )}
    </>
  );
}
