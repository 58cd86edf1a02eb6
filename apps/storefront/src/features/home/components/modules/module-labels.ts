import type { CarouselLabels } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import { labelText, numbersInLocale } from '../../../../shell/label-text.js';

/** The site's texts the content modules show, English when a label is not seeded yet. */
export function useModuleLabels() {
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const locale = shell?.locale ?? 'en';
  const text = (key: string, fallback: string, values?: Record<string, string | number>) =>
    labelText(labels, key, fallback, values && numbersInLocale(values, locale));
  const carousel: CarouselLabels = {
    previous: text('previousSlide', 'Previous'),
    next: text('nextSlide', 'Next'),
    slide: (index, count) => text('slideOf', '{index} of {count}', { index: index + 1, count }),
    goTo: (index) => text('goToSlide', 'Go to slide {index}', { index: index + 1 }),
  };
  return {
    carousel,
    text,
    locale,
    currency: shell?.currency ?? 'EUR',
  };
}
