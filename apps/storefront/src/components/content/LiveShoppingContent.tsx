import { LIVE_SHOPPING_SHARE_NETWORKS } from '@atelier/core-catalogue';
import { SiteShareButtons } from '../product/SiteShareButtons.js';
import type { ContentProps } from './content-props.js';

/** Live shopping: shared on the networks spec 1 names for it (LinkedIn, Facebook, WhatsApp). */
export function LiveShoppingContent({ data, labels }: ContentProps) {
  if (!data.shareUrl) return null;
  return (
    <SiteShareButtons
      url={data.shareUrl}
      title={data.title}
      networks={LIVE_SHOPPING_SHARE_NETWORKS}
      labels={labels}
    />
  );
}
