export interface Slide {
  view: number;
  images?: readonly unknown[] | null;
  image?: unknown;
  video?: unknown;
  mobileImage?: unknown;
  mobileVideo?: unknown;
  /** Products the landing found for this slide after fetching. */
  products?: readonly unknown[] | null;
  category?: { products?: readonly unknown[] | null } | null;
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** View 1 needs images; view 5 some media; other views products or a category with products. */
export function keepSlide(slide: Slide): boolean {
  if (slide.view === 1) return (slide.images?.length ?? 0) > 0;
  if (slide.view === 5) {
    return [slide.image, slide.video, slide.mobileImage, slide.mobileVideo].some(present);
  }
  return (slide.products?.length ?? 0) > 0 || (slide.category?.products?.length ?? 0) > 0;
}

/** The component with only the slides worth showing, or null when none remain. */
export function filterSlides<C extends { slides: S[] }, S extends Slide>(component: C): C | null {
  const slides = component.slides.filter(keepSlide);
  return slides.length === 0 ? null : { ...component, slides };
}
