import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { PRODUCT_SHARE_NETWORKS } from '@atelier/core-catalogue';
import { addToBag, useBag } from '../../src/client/bag-store.js';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.js';
import { Price, ProductGrid } from '../../src/components/ProductCard.js';
import { labelFor } from '../../src/components/facet-labels.js';
import { tagLabels } from '../../src/components/tag-labels.js';
import type { Data } from './+data.js';

export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const bag = useBag();
  const [size, setSize] = useState<string | null>(null);
  const needsSize = data.sizes.length > 0;
  const canAdd = data.inStock && (!needsSize || size !== null) && !bag.adding;
  const tags = tagLabels(labels);
  return (
    <div className="sf-container">
      <Breadcrumbs items={data.breadcrumbs} label="Breadcrumb" />
      <div className="sf-product">
        <div className="sf-gallery" aria-label="Gallery">
          {data.images.map((src, index) => (
            <img
              key={src}
              src={src}
              alt={index === 0 ? data.name : ''}
              width={1200}
              height={1200}
              loading={index < 1 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          ))}
        </div>
        <div className="sf-buybox">
          <div>
            {data.tags.length > 0 && (
              <p
                className="sf-muted"
                style={{
                  margin: 0,
                  fontSize: '0.75rem',
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                }}
              >
                {data.tags.map((tag) => tags[tag] ?? tag).join(' · ')}
              </p>
            )}
            <h1 className="sf-h1" style={{ marginBlockStart: 8 }}>
              {data.name}
            </h1>
            <div className="sf-product-price">
              <Price
                price={data.price}
                previousPrice={data.previousPrice}
                discount={data.discount}
              />
            </div>
            {needsSize && (
              <fieldset className="sf-sizes">
                <legend>
                  {labels['size'] ?? 'Size'} ·{' '}
                  <a href={`/${shell?.site ?? ''}/help/size-guide`}>
                    {labels['sizeGuide'] ?? 'Size guide'}
                  </a>
                </legend>
                {data.sizes.map((option) => (
                  <button
                    key={option.code}
                    type="button"
                    className="sf-size"
                    data-testid="size-option"
                    data-code={option.code}
                    aria-pressed={size === option.code}
                    disabled={!option.inStock}
                    onClick={() => setSize(option.code)}
                  >
                    {option.name}
                  </button>
                ))}
              </fieldset>
            )}
            <button
              type="button"
              className="sf-button block"
              data-testid="add-to-bag"
              disabled={!canAdd}
              aria-busy={bag.adding}
              onClick={() =>
                shell && void addToBag(shell.site, [{ code: size ?? data.id, quantity: 1 }])
              }
            >
              {data.inStock
                ? (labels['addToBag'] ?? 'Add to bag')
                : (labels['soldOut'] ?? 'Sold out')}
            </button>
            <p className="sf-stock">
              {data.inStock
                ? `✓ ${data.stockLevel >= 999 ? '' : data.stockLevel}`
                : (labels['soldOut'] ?? 'Sold out')}
            </p>
            {data.ableToEngrave && (
              <p>
                <a href={`/${shell?.site ?? ''}/engravings/`}>
                  {labels['engravings'] ?? 'Engravings'} <span className="sf-flip">→</span>
                </a>
              </p>
            )}
            {data.lookHref && (
              <p>
                <a href={data.lookHref}>
                  {labels['shopTheLook'] ?? 'Shop the look'} <span className="sf-flip">→</span>
                </a>
              </p>
            )}
            {data.description && <p>{data.description}</p>}
            {data.properties.length > 0 && (
              <dl className="sf-properties">
                {data.properties.map((property) => (
                  <div key={property.name} style={{ display: 'contents' }}>
                    <dt>{labelFor(labels, property.name)}</dt>
                    {/* bdi: a Latin value such as '18 cm' keeps its order on RTL sites. */}
                    <dd>
                      <bdi>{property.value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <div className="sf-share" aria-label="Share">
              {PRODUCT_SHARE_NETWORKS.filter((network) => network !== 'Clipboard').map(
                (network) => (
                  <a
                    key={network}
                    href={shareHref(network, data.shareUrl, data.name)}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {network}
                  </a>
                ),
              )}
            </div>
          </div>
        </div>
      </div>
      {data.crossSell.length > 0 && (
        <section style={{ marginBlockStart: 56 }} aria-label="More">
          <h2 className="sf-h2">{labels['novelties'] ?? 'More'}</h2>
          <ProductGrid cards={data.crossSell} tagLabels={tags} />
        </section>
      )}
    </div>
  );
}

function shareHref(network: string, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'Mail':
      return `mailto:?subject=${t}&body=${u}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'Twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'Whatsapp':
      return `https://wa.me/?text=${t}%20${u}`;
    case 'Telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'Pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    default:
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}
