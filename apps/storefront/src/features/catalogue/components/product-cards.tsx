import { ProductCard, ProductGrid, type GridCell, type ProductCardProps } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import type { CardView } from '../../../shell/view-types.js';
import { tagLabels } from './tag-labels.js';
import { useWishlistHearts, type WishlistHearts } from '../../wishlist/index.js';

/** What every card of a page shares: the site's money format, tag texts and wishlist hearts. */
export interface CardSettings {
  locale: string;
  currency: string;
  tagLabels: Record<string, string>;
  /** Null where the site has no wishlist: the cards show no heart. */
  wishlist?: WishlistHearts | null;
}

export function useCardSettings(): CardSettings {
  const { shell } = usePageContext();
  const wishlist = useWishlistHearts();
  return {
    locale: shell?.locale ?? 'en',
    currency: shell?.currency ?? 'EUR',
    tagLabels: tagLabels(shell?.labels ?? {}),
    wishlist,
  };
}

/** A card view as ui ProductCard props (also what the ui sliders and grids take). */
export function cardProps(
  card: CardView,
  settings: CardSettings,
  priority = false,
): ProductCardProps {
  const { wishlist } = settings;
  return {
    ...(wishlist
      ? {
          inWishlist: wishlist.has(card.id),
          onToggleWishlist: (save: boolean) => wishlist.toggle(card.id, save),
          wishlistLabel: wishlist.label,
        }
      : {}),
    name: card.name,
    href: card.href,
    // The name is the link's text; the image would only repeat it.
    image: { src: card.image, alt: '', width: 515, height: 515 },
    ...(card.hoverImage ? { hoverImage: { src: card.hoverImage, alt: '' } } : {}),
    price: { value: card.price, currency: settings.currency },
    previousPrice:
      card.previousPrice === null
        ? null
        : { value: card.previousPrice, currency: settings.currency },
    discountPercent: card.discount,
    locale: settings.locale,
    tags: card.tags,
    tagLabels: settings.tagLabels,
    priority,
  };
}

/** Cards with their ids, as the ui modules that list products take them. */
export function cardList(
  cards: readonly CardView[],
  settings: CardSettings,
): (ProductCardProps & { id: string })[] {
  return cards.map((card) => ({ id: card.id, ...cardProps(card, settings) }));
}

export function CatalogueCard({
  card,
  settings,
  priority = false,
}: {
  card: CardView;
  settings: CardSettings;
  priority?: boolean;
}) {
  return <ProductCard {...cardProps(card, settings, priority)} />;
}

/**
 * Cards as grid cells; the first `eager` (a listing's first row, above the fold) load first
 * with high priority, which React also turns into a preload in the head.
 */
export function cardCells(
  cards: readonly CardView[],
  settings: CardSettings,
  eager = 4,
): GridCell[] {
  return cards.map((card, index) => ({
    key: card.id,
    content: <CatalogueCard card={card} settings={settings} priority={index < eager} />,
  }));
}

/**
 * A plain grid of cards (cross-sell, module grids, search results). Its cards load lazily
 * unless `eager` says how many are above the fold: a cross-sell or a home module's grid
 * fetched first competed with the page's largest image (the gallery, the hero).
 */
export function CardGrid({
  cards,
  label,
  eager = 0,
}: {
  cards: readonly CardView[];
  label: string;
  eager?: number;
}) {
  const settings = useCardSettings();
  return <ProductGrid cells={cardCells(cards, settings, eager)} label={label} />;
}
