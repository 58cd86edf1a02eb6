import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * OCC's image: one rendition (`format`: product, zoom, thumbnail, cartIcon ...) of one picture
 * (`imageType` PRIMARY, or GALLERY with its `galleryIndex`). The back-end sends every rendition
 * of every picture, recorded in test/recorded/orders/detail-consignments.json.
 */
export const occImageSchema = lazySchema(() =>
  z.looseObject({
    url: z.string(),
    format: z.string().nullish(),
    imageType: z.string().nullish(),
    galleryIndex: z.number().int().nullish(),
  }),
);
export type OccImage = z.infer<ReturnType<typeof occImageSchema>>;

/** The rendition a product page shows, best first; any other format comes after these. */
const PAGE_FORMATS = ['product', 'zoom', 'superZoom', 'thumbnail', 'cartIcon'];

const rank = (image: OccImage): number => {
  const index = PAGE_FORMATS.indexOf(image.format ?? '');
  return index === -1 ? PAGE_FORMATS.length : index;
};

/**
 * One URL per picture for the product's gallery: the primary picture first, then the gallery
 * pictures by index, each in its best format for a page, so two renditions of one picture are
 * never two gallery images. Images that do not say which picture they are (no imageType) are
 * each their own picture, in the order given.
 */
export function pictureUrls(images: readonly OccImage[] | undefined): string[] {
  const pictures = new Map<string, OccImage>();
  const order: { key: string; primary: boolean; index: number; at: number }[] = [];
  (images ?? []).forEach((image, at) => {
    const primary = image.imageType === 'PRIMARY';
    const key = image.imageType ? `${image.imageType}:${image.galleryIndex ?? ''}` : `#${at}`;
    const held = pictures.get(key);
    if (held === undefined) {
      order.push({ key, primary, index: image.galleryIndex ?? 0, at });
      pictures.set(key, image);
    } else if (rank(image) < rank(held)) {
      pictures.set(key, image);
    }
  });
  return order
    .sort(
      (a, b) =>
        Number(b.primary) - Number(a.primary) || (a.primary ? 0 : a.index - b.index) || a.at - b.at,
    )
    .map(({ key }) => pictures.get(key)!.url);
}

/** The small rendition a bag or order line shows: the thumbnail, else the first image. */
export function thumbnailOf(images: readonly OccImage[] | undefined): string | undefined {
  const list = images ?? [];
  const primaryThumbnail = list.find(
    (image) => image.format === 'thumbnail' && (image.imageType ?? 'PRIMARY') === 'PRIMARY',
  );
  return (primaryThumbnail ?? list.find((image) => image.format === 'thumbnail') ?? list[0])?.url;
}
