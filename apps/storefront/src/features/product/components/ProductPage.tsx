import { ProductGallery } from '@atelier/ui';
import { ArrowRight } from 'lucide-react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { PRODUCT_SHARE_NETWORKS } from '@atelier/core-catalogue';
import { labelFor } from '../../catalogue/index.js';
import { labelText, numbersInLocale } from '../../../shell/label-text.js';
import { ProductBuyBox } from './ProductBuyBox.js';
import { BookInStore } from '../../stores/index.js';
import { SiteShareButtons } from './SiteShareButtons.js';
import styles from './product.module.css';
import { CardGrid } from '../../catalogue/index.js';
import { SiteBreadcrumbs } from '../../../shell/components/site-breadcrumbs.js';
import type { ProductData } from '../product-view.js';

export function ProductPage() {
  const data = useData<ProductData>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const locale = shell?.locale ?? 'en';
  const arrow = <ArrowRight className="atelier-mirror" size={16} aria-hidden="true" />;
  return (
    <div className="sf-container">
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <div className={styles.product}>
        <ProductGallery
          images={data.images}
          labels={{
            gallery: labelText(labels, 'productImages', 'Product images'),
            previous: labelText(labels, 'previousImage', 'Previous image'),
            next: labelText(labels, 'nextImage', 'Next image'),
            zoom: labelText(labels, 'zoomImage', 'Zoom image'),
            close: labelText(labels, 'close', 'Close'),
            show: (index, count) =>
              labelText(
                labels,
                'showImage',
                'Show image {index} of {count}',
                numbersInLocale({ index: index + 1, count }, locale),
              ),
          }}
        />
        <div className={styles.details}>
          <ProductBuyBox
            data={data}
            site={shell?.site ?? ''}
            locale={locale}
            currency={shell?.currency ?? 'EUR'}
            labels={labels}
          />
          {data.bookInStore && shell && (
            <BookInStore site={shell.site} productId={data.id} sizes={data.sizes} labels={labels} />
          )}
          {(data.customisation || data.lookHref) && (
            <ul className={styles.links}>
              {data.customisation && (
                <li>
                  <a href={data.customisation.href} data-testid="customisation-link">
                    {data.customisation.kind === 'personalise'
                      ? labelText(labels, 'personaliseIt', 'Personalise it')
                      : labelText(labels, 'engraveIt', 'Engrave it')}
                    {arrow}
                  </a>
                </li>
              )}
              {data.lookHref && (
                <li>
                  <a href={data.lookHref}>
                    {labelText(labels, 'shopTheLook', 'Shop the look')}
                    {arrow}
                  </a>
                </li>
              )}
            </ul>
          )}
          {data.description && (
            <section aria-label={labelText(labels, 'description', 'Description')}>
              <p>{data.description}</p>
            </section>
          )}
          {data.properties.length > 0 && (
            <dl className={styles.properties}>
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
          <SiteShareButtons
            url={data.shareUrl}
            title={data.name}
            networks={PRODUCT_SHARE_NETWORKS}
            labels={labels}
          />
        </div>
      </div>
      {data.crossSell.length > 0 && (
        <section className={styles.crossSell} aria-labelledby="cross-sell-title">
          <h2 id="cross-sell-title">{labelText(labels, 'youMayAlsoLike', 'You may also like')}</h2>
          <CardGrid
            cards={data.crossSell}
            label={labelText(labels, 'youMayAlsoLike', 'You may also like')}
          />
        </section>
      )}
    </div>
  );
}
