import { HeroSlider } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/** The campaign slider; when it opens the page its first slide's title is the page's h1. */
export function Hero({ module, first }: { module: ModuleOf<'hero'>; first: boolean }) {
  const { carousel, text } = useModuleLabels();
  const discover = text('discover', 'Discover');
  return (
    <HeroSlider
      label={text('highlights', 'Highlights')}
      labels={carousel}
      titleLevel={first ? 1 : 2}
      slides={module.slides.map((slide) => ({
        id: slide.id,
        // Decorative: the slide's title says what it shows.
        image: { src: slide.image, alt: '' },
        ...(slide.mobileImage ? { imageMobile: { src: slide.mobileImage, alt: '' } } : {}),
        title: slide.title,
        ...(slide.href ? { cta: { label: discover, href: slide.href } } : {}),
      }))}
    />
  );
}
