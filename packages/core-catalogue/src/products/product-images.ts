/** Thumbnail, product, zoom and super-zoom renditions. */
export const PRODUCT_IMAGE_SIZES = [96, 515, 1200, 3000] as const;
export type ProductImageSize = (typeof PRODUCT_IMAGE_SIZES)[number];

/** Images are served from the static media path by stored file name and square size. */
export function productImageUrl(
  mediaBase: string,
  fileName: string,
  size: ProductImageSize,
): string {
  const base = mediaBase.replace(/\/+$/, '');
  const file = fileName.replace(/^\/+/, '');
  return `${base}/${size}x${size}/${file}`;
}

export function productImageUrls(
  mediaBase: string,
  fileName: string,
): Record<ProductImageSize, string> {
  return {
    96: productImageUrl(mediaBase, fileName, 96),
    515: productImageUrl(mediaBase, fileName, 515),
    1200: productImageUrl(mediaBase, fileName, 1200),
    3000: productImageUrl(mediaBase, fileName, 3000),
  };
}

export const GALLERY_CYCLE = 5;

/** The gallery layout repeats every five images. */
export function galleryIndex(position: number): number {
  return ((position % GALLERY_CYCLE) + GALLERY_CYCLE) % GALLERY_CYCLE;
}
