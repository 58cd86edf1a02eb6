import { createContext, useContext, type ReactNode } from 'react';

/**
 * Icons a page repeats (the wishlist heart on every product card, the filter groups'
 * chevrons) drawn once per document as `<symbol>`s and referenced with `<use>`: a category
 * page of 24 cards wrote the heart's path 24 times (docs/adr/0060-one-icon-sprite-hover-pictures-once-hydrated.md). Paths are lucide's (ISC
 * licence). The heart's symbol has no paint of its own: the outer `<svg>`'s CSS (fill, stroke)
 * is inherited into the `<use>` copy, so a pressed toggle still fills it.
 */
const SYMBOLS = {
  heart: {
    d: 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5',
    stroked: false,
  },
  'chevron-down': { d: 'm6 9 6 6 6-6', stroked: true },
} as const;

export type SpriteIconName = keyof typeof SYMBOLS;

/** The paths of the sprite's icons, for the components that draw them inline without one. */
export function spritePath(name: SpriteIconName): string {
  return SYMBOLS[name].d;
}

const symbolId = (name: SpriteIconName) => `atelier-${name}`;

const SpriteContext = createContext(false);

/** Whether an IconSprite above has defined the symbols in this document. */
export function useIconSprite(): boolean {
  return useContext(SpriteContext);
}

/**
 * Defines the symbols once (a `display="none"` `<svg>`: no box, no accessible node; `<use>`
 * still draws its plain paths) and lets the components below reference them. Without it (a
 * story, a test, a page that does not render it) they draw their paths inline, as before.
 */
export function IconSprite({ children }: { children: ReactNode }) {
  return (
    <>
      <svg display="none" aria-hidden="true">
        {(Object.keys(SYMBOLS) as SpriteIconName[]).map((name) => (
          <symbol
            key={name}
            id={symbolId(name)}
            viewBox="0 0 24 24"
            {...(SYMBOLS[name].stroked
              ? {
                  fill: 'none',
                  stroke: 'currentColor',
                  strokeWidth: 2,
                  strokeLinecap: 'round' as const,
                  strokeLinejoin: 'round' as const,
                }
              : {})}
          >
            <path d={SYMBOLS[name].d} />
          </symbol>
        ))}
      </svg>
      <SpriteContext.Provider value>{children}</SpriteContext.Provider>
    </>
  );
}

/** A `<use>` of the sprite's symbol, for inside an icon's `<svg>`. */
export function SpriteUse({ name }: { name: SpriteIconName }) {
  return <use href={`#${symbolId(name)}`} />;
}
