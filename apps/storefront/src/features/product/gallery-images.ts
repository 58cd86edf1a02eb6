import { productImageUrls } from '@atelier/core-catalogue';

/**
 * One product image in the four renditions of docs/product/content.md §1.6 (96, 515, 1200 zoom,
 * 3000 super zoom).
 */
export interface GalleryImageView {
  alt: string;
  sources: { 96: string; 515: string; 1200: string; 3000: string };
}

/**
 * Stored file names become `/media/{n}x{n}/{file}` renditions; a vector image (the
 * sandbox's SVG illustrations) or an absolute URL is the same file at every size.
 */
export function galleryImages(images: readonly string[], name: string): GalleryImageView[] {
  return [...new Set(images)].map((image, index) => {
    const single = image.endsWith('.svg') || image.startsWith('/') || /^https?:/.test(image);
    const sources = single
      ? { 96: image, 515: image, 1200: image, 3000: image }
      : productImageUrls('/media', image);
    return { alt: index === 0 ? name : `${name} (${index + 1})`, sources };
  });
}
