import type { CardView } from '../data/view-types.js';

export function Price(props: { price: string; previousPrice: string | null; discount: number }) {
  return (
    <p className="sf-price">
      <span>{props.price}</span>
      {props.previousPrice && <s>{props.previousPrice}</s>}
      {props.discount > 0 && <span className="sf-discount">-{props.discount}%</span>}
    </p>
  );
}

export function ProductCard({
  card,
  tagLabels,
  eager = false,
}: {
  card: CardView;
  tagLabels: Record<string, string>;
  eager?: boolean;
}) {
  return (
    <a className="sf-card" href={card.href} data-testid="product-card" data-product-id={card.id}>
      <div className="sf-card-media">
        <img
          src={card.image}
          alt=""
          width={515}
          height={515}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {card.hoverImage && (
          <img
            src={card.hoverImage}
            alt=""
            width={515}
            height={515}
            loading="lazy"
            decoding="async"
          />
        )}
        {card.tags.length > 0 && (
          <span className="sf-tags">
            {card.tags.map((tag) => (
              <span key={tag} className="sf-tag">
                {tagLabels[tag] ?? tag}
              </span>
            ))}
          </span>
        )}
      </div>
      <p className="sf-card-name">{card.name}</p>
      <Price price={card.price} previousPrice={card.previousPrice} discount={card.discount} />
    </a>
  );
}

export function ProductGrid(props: {
  cards: CardView[];
  tagLabels: Record<string, string>;
  cells?: { type: string; index: number; spanDesktop: number; label: string }[];
}) {
  const items: React.ReactNode[] = props.cards.map((card, index) => (
    <li key={card.id}>
      <ProductCard card={card} tagLabels={props.tagLabels} eager={index < 4} />
    </li>
  ));
  // Irregular grid cells go in at their index, in index order, so later ones stay put.
  for (const cell of [...(props.cells ?? [])].sort((a, b) => a.index - b.index)) {
    if (cell.index > items.length) continue;
    items.splice(
      cell.index,
      0,
      <li
        key={`cell-${cell.index}`}
        className="sf-cell"
        data-span-desktop={cell.spanDesktop}
        aria-hidden="true"
      >
        {cell.label}
      </li>,
    );
  }
  return <ul className="sf-grid">{items}</ul>;
}
