import { LIVE_SHOPPING_SHARE_NETWORKS } from '@atelier/core-catalogue';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteShareButtons } from '../../product/index.js';
import type { ContentProps } from './content-props.js';
import { LiveShoppingSubscribe } from './LiveShoppingSubscribe.js';

/**
 * Live shopping: the sign-up for the next one, and sharing on the networks
 * docs/product/shell.md §4.4 names for it (LinkedIn, Facebook, WhatsApp).
 */
export function LiveShoppingContent({ data, labels }: ContentProps) {
  const { shell } = usePageContext();
  return (
    <>
      {shell && <LiveShoppingSubscribe site={shell.site} labels={labels} />}
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
