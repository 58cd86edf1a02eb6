import { labelText } from '../../../shell/label-text.js';
import type { ContentProps } from './content-props.js';

/** The engravings page; opened from a product page it shows that piece and leads back to it. */
export function EngravingsContent({ data, labels }: ContentProps) {
  const product = data.product;
  if (!product) return null;
  const action =
    product.kind === 'personalise'
      ? labelText(labels, 'personaliseIt', 'Personalise it')
      : labelText(labels, 'engraveIt', 'Engrave it');
  return (
    <figure className="sf-engraving-product" data-testid="engraving-product">
      {product.image && <img src={product.image} alt="" width={160} height={160} />}
      <figcaption>
        <span className="sf-muted">{action}</span>
        <a href={product.href}>{product.name}</a>
      </figcaption>
    </figure>
  );
}
