import {
  JEWELLERY_KINDS,
  JEWELLERY_METALS,
  jewelleryIllustrationSvg,
  type JewelleryKind,
  type JewelleryMetal,
} from '@atelier/ui/illustrations';

const JEWELLERY_PATH = /^\/media\/jewellery\/([a-z]+)-([a-z]+)-([a-z0-9#]+)-([a-z0-9-]+)\.svg$/i;

function variantNumber(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 1000;
}

/**
 * The sandbox has no photos: product and content images are generated SVGs named
 * `/media/jewellery/{kind}-{metal}-{gem}-{variant}.svg`. Unknown kinds or metals -> null (404).
 */
export function jewelleryImage(pathname: string): string | null {
  const match = JEWELLERY_PATH.exec(pathname);
  if (!match) return null;
  const [, kind = '', metal = '', gem = '', variant = ''] = match;
  if (!(JEWELLERY_KINDS as readonly string[]).includes(kind)) return null;
  if (!(JEWELLERY_METALS as readonly string[]).includes(metal)) return null;
  return jewelleryIllustrationSvg({
    kind: kind as JewelleryKind,
    metal: metal as JewelleryMetal,
    ...(gem === 'none' ? {} : { gem }),
    variant: variantNumber(variant),
  });
}

const LOGO = (text: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="32" viewBox="0 0 160 32" role="img" aria-label="${text}"><text x="80" y="23" text-anchor="middle" font-family="Georgia, serif" font-size="22" letter-spacing="6" fill="#1d1b18">${text}</text></svg>`;

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20" fill="none" stroke="#9a7b3f" stroke-width="2"/><path d="M24 14v12m0 6v2" stroke="#9a7b3f" stroke-width="3" stroke-linecap="round"/></svg>`;

/** Every image under /media: jewellery illustrations, brand logos and icons. */
export function mediaFile(pathname: string): string | null {
  if (pathname.startsWith('/media/jewellery/')) return jewelleryImage(pathname);
  const brand = /^\/media\/brand\/([a-z0-9-]+)\.svg$/.exec(pathname);
  if (brand) return LOGO(brand[1] === 'suot' ? 'SUOT' : 'ATELIER');
  if (/^\/media\/icons\/[a-z0-9-]+\.svg$/i.test(pathname)) return ICON;
  return null;
}
