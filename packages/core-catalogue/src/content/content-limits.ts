export type GridSliderView = 1 | 2 | 3 | 4;

const GRID_SLIDER_COUNT: Record<'mobile' | 'desktop', Record<GridSliderView, number>> = {
  desktop: { 1: 3, 2: 6, 3: 1, 4: 4 },
  mobile: { 1: 1, 2: 4, 3: 1, 4: 4 },
};

/** How many items a GridSlider shows at once for its view. */
export function gridSliderCount(view: GridSliderView, device: 'mobile' | 'desktop'): number {
  return GRID_SLIDER_COUNT[device][view];
}

export const TITLE_WITH_TEXTS_MAX = 3;

export function limitTitleTexts<T>(texts: readonly T[]): T[] {
  return texts.slice(0, TITLE_WITH_TEXTS_MAX);
}

export const MAX_PRODUCTS_PER_LANDING_TAB = 12;
export const GRID_SLIDER_CATEGORY_FETCH = 6;
export const GRID_SLIDER_NOVELTIES_FETCH = 12;
export const PRODUCT_GRID_COLUMNS = { desktop: 4, mobile: 2 } as const;
