import { Button } from '@atelier/ui';
import { useMemo } from 'react';
import { useJewelleryBox } from '../browser/jewellery-box-paging.js';
import { formatLoyaltyDate, type ProductSummary } from '../browser/loyalty-area.js';
import { useAccount, useLabel } from './account-context.js';

/**
 * The virtual jewellery box: past purchases 20 a page until the total (docs/product/loyalty.md).
 */
export function JewelleryBox({
  getProducts,
}: {
  getProducts: (ids: readonly string[]) => Promise<ProductSummary[]>;
}) {
  const { client, locale } = useAccount();
  const label = useLabel();
  const ports = useMemo(
    () => ({
      getPage: (page: number, size: number) => client.crm.getJewelleryBox(page, size),
      getProducts,
    }),
    [client, getProducts],
  );
  const box = useJewelleryBox(ports);
  const number = new Intl.NumberFormat(locale);

  return (
    <section className="sf-loyalty-block" aria-labelledby="loyalty-box-title">
      <h3 id="loyalty-box-title" className="sf-loyalty-subtitle">
        {label('myLoyaltyBox')}
      </h3>
      <p className="sf-my-account-note">{label('myLoyaltyBoxIntro')}</p>
      {box.status === 'failure' && (
        <p role="alert" className="sf-my-account-error">
          {label('myAccountLoadFailed')}
        </p>
      )}
      {box.total === null ? (
        box.status !== 'failure' && <p aria-busy="true">{label('myAccountLoading')}</p>
      ) : box.total === 0 ? (
        <p className="sf-my-account-note">{label('myLoyaltyBoxEmpty')}</p>
      ) : (
        <>
          <ul className="sf-loyalty-box" aria-busy={box.status === 'loading'}>
            {box.items.map((item, index) => {
              const date = formatLoyaltyDate(item.date, locale);
              return (
                <li
                  key={`${index}-${item.productId}`}
                  data-testid="jewellery-box-item"
                  data-product={item.productId}
                >
                  <a href={item.href} className="sf-loyalty-box-item">
                    <img
                      src={item.image}
                      alt=""
                      width={160}
                      height={160}
                      loading={index < 12 ? 'eager' : 'lazy'}
                    />
                    <span className="sf-loyalty-box-name">{item.name}</span>
                  </a>
                  {date && (
                    <span className="sf-my-account-note">
                      {label('myLoyaltyBoxBought', { date })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="sf-my-account-note" aria-live="polite" data-testid="jewellery-box-count">
            {label('myAccountShownOf', {
              shown: number.format(box.loaded),
              total: number.format(box.total),
            })}
          </p>
          {box.status !== 'complete' && box.status !== 'failure' && (
            <Button
              variant="secondary"
              onPress={box.loadMore}
              isPending={box.status === 'loading'}
              data-testid="jewellery-box-more"
            >
              {label('myAccountShowMore')}
            </Button>
          )}
          {box.status === 'failure' && (
            <Button variant="secondary" onPress={box.loadMore}>
              {label('checkoutModalRetry')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
