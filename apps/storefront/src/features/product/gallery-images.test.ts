import { describe, expect, it } from 'vitest';
import { galleryImages } from './gallery-images.js';

describe('galleryImages', () => {
  it('builds the 96, 515, 1200 and 3000 renditions of stored file names', () => {
    const [image] = galleryImages(['rings/gen.jpg'], 'Gen ring');
    expect(image?.sources).toEqual({
      96: '/media/96x96/rings/gen.jpg',
      515: '/media/515x515/rings/gen.jpg',
      1200: '/media/1200x1200/rings/gen.jpg',
      3000: '/media/3000x3000/rings/gen.jpg',
    });
  });

  it('uses a vector image or an absolute URL at every size, once per distinct image', () => {
    const images = galleryImages(
      ['/media/jewellery/ring-gold-ruby-1.svg', '/media/jewellery/ring-gold-ruby-1.svg'],
      'Gen ring',
    );
    expect(images).toHaveLength(1);
    expect(images[0]?.sources[3000]).toBe('/media/jewellery/ring-gold-ruby-1.svg');
  });
});
