/** Share networks the spec names (products: all; wishlist: mail, facebook, whatsapp). */
export type ShareNetwork =
  'mail' | 'facebook' | 'x' | 'whatsapp' | 'telegram' | 'pinterest' | 'linkedin' | 'clipboard';

/** The share URL of a network for a page; null for the clipboard (handled by the app). */
export function shareHref(network: ShareNetwork, url: string, title: string): string | null {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case 'mail':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${title} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'clipboard':
      return null;
  }
}
