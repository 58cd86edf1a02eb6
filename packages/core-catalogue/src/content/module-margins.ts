const NO_DEFAULT_TOP_MARGIN: ReadonlySet<string> = new Set([
  'HeadingBanner',
  'HeroSlider',
  'ProductGrid',
]);

const DEFAULT_TOP_MARGIN = { mobile: 40, desktop: 60 } as const;

/** Banners that open a page sit flush; everything else gets breathing room. */
export function defaultTopMargin(moduleType: string, device: 'mobile' | 'desktop'): number {
  return NO_DEFAULT_TOP_MARGIN.has(moduleType) ? 0 : DEFAULT_TOP_MARGIN[device];
}

interface Margin {
  top?: number | null | undefined;
  bottom?: number | null | undefined;
}

export interface ModuleWithMargins {
  type: string;
  margins?: { mobile?: Margin | null | undefined; desktop?: Margin | null | undefined } | null;
}

export function moduleMargins(
  module: ModuleWithMargins,
  device: 'mobile' | 'desktop',
): { top: number; bottom: number } {
  const set = module.margins?.[device];
  return {
    top: set?.top ?? defaultTopMargin(module.type, device),
    bottom: set?.bottom ?? 0,
  };
}
