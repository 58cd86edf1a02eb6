import { ShareButtons, type ShareNetwork as UiShareNetwork } from '@atelier/ui';
import { useState } from 'react';
import type { ShareNetwork } from '@atelier/core-catalogue';
import { labelText } from '../../../shell/label-text.js';

/** core names the networks as the spec does; ui as its icons do. */
const UI_NETWORK: Record<ShareNetwork, UiShareNetwork> = {
  Mail: 'mail',
  Facebook: 'facebook',
  Twitter: 'x',
  Whatsapp: 'whatsapp',
  Telegram: 'telegram',
  Pinterest: 'pinterest',
  Clipboard: 'clipboard',
  Linkedin: 'linkedin',
};

/** The networks' own names, which every language writes as they do. */
const NETWORK_NAMES: Record<Exclude<UiShareNetwork, 'mail' | 'clipboard'>, string> = {
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
};

/** Every share link's accessible name in the site's language. */
function shareLabels(labels: Record<string, string>): Record<UiShareNetwork, string> {
  const on = (network: keyof typeof NETWORK_NAMES) =>
    labelText(labels, 'shareOn', 'Share on {network}', { network: NETWORK_NAMES[network] });
  return {
    mail: labelText(labels, 'shareByEmail', 'Share by e-mail'),
    facebook: on('facebook'),
    x: on('x'),
    whatsapp: on('whatsapp'),
    telegram: on('telegram'),
    pinterest: on('pinterest'),
    linkedin: on('linkedin'),
    clipboard: labelText(labels, 'copyLink', 'Copy link'),
  };
}

/** ui ShareButtons for one of core's network lists, with copy-to-clipboard. */
export function SiteShareButtons({
  url,
  title,
  networks,
  labels,
  copied: copiedFromOwner,
  onCopied,
}: {
  url: string;
  title: string;
  networks: readonly ShareNetwork[];
  labels: Record<string, string>;
  /** Given with onCopied, the owner keeps the copied state (the wishlist's copy toggle). */
  copied?: boolean;
  onCopied?: () => void;
}) {
  const [copiedHere, setCopiedHere] = useState(false);
  const copied = copiedFromOwner ?? copiedHere;
  return (
    <ShareButtons
      url={url}
      title={title}
      networks={networks.map((network) => UI_NETWORK[network])}
      label={labelText(labels, 'share', 'Share')}
      copied={copied}
      copiedLabel={labelText(labels, 'linkCopied', 'Link copied')}
      labels={shareLabels(labels)}
      onCopy={(link) => {
        void navigator.clipboard?.writeText(link).then(() => {
          setCopiedHere(true);
          onCopied?.();
        });
      }}
    />
  );
}
