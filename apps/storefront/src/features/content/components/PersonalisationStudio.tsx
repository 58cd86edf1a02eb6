import {
  PERSONALISATION_ORDERS,
  builderCharms,
  formatNumber,
  fromMinorUnits,
  maxCharmsOf,
  placeCharm,
  removeCharm,
  toMinorUnits,
  toggleFilter,
  type CategoryFilters,
  type CharmPlacement,
  type PersonalisationOrder,
} from '@atelier/core-catalogue';
import { Button, formatMoney } from '@atelier/ui';
import { useId, useMemo, useState } from 'react';
import { addToBag, useBag } from '../../bag/index.js';
import { labelText } from '../../../shell/label-text.js';
import type {
  CharmChoiceView,
  EngravingProductView,
  PersonalisationView,
} from '../content-view.js';
import styles from './personalise.module.css';

const ORDER_FALLBACKS: Record<PersonalisationOrder, string> = {
  selection: 'Our selection',
  highestPrice: 'Price: high to low',
  lowestPrice: 'Price: low to high',
};

/**
 * The personalisation builder for one PARENT piece (docs/product/product.md §3): the piece's
 * photo with its anchor points as buttons, the charms that fit the chosen point (in stock, 20
 * a page, sorted, filtered: docs/product/catalogue.md §5), a live preview of the charms on the
 * piece, then the piece and its charms into the bag as one entry (docs/product/product.md §3.4). The rules are
 * core-catalogue's, the ones the back-end checks; the bag's total is the back-end's.
 */
export default function PersonalisationStudio({
  product,
  builder,
  labels,
  site,
  locale,
  dir,
}: {
  product: EngravingProductView;
  builder: PersonalisationView;
  labels: Record<string, string>;
  site: string;
  locale: string;
  dir: 'ltr' | 'rtl';
}) {
  const { anchors, charms } = builder;
  const bag = useBag();
  const listId = useId();
  const [placements, setPlacements] = useState<CharmPlacement[]>([]);
  // The first point a reader meets is the one being filled at first.
  const [anchorId, setAnchorId] = useState<string>(
    () => [...anchors].sort((a, b) => (dir === 'rtl' ? b.x - a.x : a.x - b.x))[0]?.id ?? '',
  );
  const [order, setOrder] = useState<PersonalisationOrder>('selection');
  const [filters, setFilters] = useState<CategoryFilters>({});
  const [page, setPage] = useState(0);
  const [message, setMessage] = useState('');
  const [added, setAdded] = useState<boolean | null>(null);
  const byCode = useMemo(() => new Map(charms.map((c) => [c.id, c])), [charms]);
  const list = builderCharms(charms, { anchors, anchorId, order, filters, page });
  const materials = useMemo(
    () => [...new Set(charms.flatMap((c) => c.classifications.material ?? []))].sort(),
    [charms],
  );
  const max = maxCharmsOf(anchors);
  const number = (n: number) => formatNumber(n, locale);
  // The photo is never mirrored, so its points keep their places; the keyboard meets them in
  // the page's reading order (right to left on an RTL site).
  const inReadingOrder = [...anchors].sort((a, b) => (dir === 'rtl' ? b.x - a.x : a.x - b.x));
  // A point is named by its place in reading order (1 is the first a reader meets), in the
  // site's digits.
  const pointNumber = (id: string) => number(inReadingOrder.findIndex((a) => a.id === id) + 1);
  const pointName = (id: string) =>
    labelText(labels, 'personalisationPoint', 'Point {n}', { n: pointNumber(id) });
  const placedOn = (id: string) => placements.find((p) => p.anchorId === id) ?? null;
  const moneyOf = (value: number) =>
    formatMoney({ value, currency: builder.piecePrice.currency }, locale);
  // The builder's sum of the back-end's catalogue prices, in minor units; the bag prices the lines.
  const total = fromMinorUnits(
    placements.reduce(
      (sum, p) => sum + (byCode.get(p.code) ? toMinorUnits(byCode.get(p.code)!.price) : 0),
      toMinorUnits(builder.piecePrice),
    ),
    builder.piecePrice.currency,
  );

  function choose(charm: CharmChoiceView) {
    const placed = placeCharm(placements, anchors, anchorId, {
      code: charm.id,
      supportPoint: charm.supportPoint,
    });
    setAdded(null);
    if (!placed.ok) {
      setMessage(
        placed.problem === 'tooMany'
          ? labelText(labels, 'personalisationMaxReached', 'This piece takes no more charms')
          : labelText(labels, 'personalisationDoesNotFit', 'This charm does not fit this point'),
      );
      return;
    }
    setPlacements(placed.placements);
    setMessage(
      labelText(labels, 'personalisationPlaced', '{name} hangs on point {n}', {
        name: charm.name,
        n: pointNumber(anchorId),
      }),
    );
    // On to the next empty point, so two presses place two charms.
    const next = inReadingOrder.find(
      (a) => a.id !== anchorId && !placed.placements.some((p) => p.anchorId === a.id),
    );
    if (next && placed.placements.length < max) {
      setAnchorId(next.id);
      setPage(0);
    }
  }

  function remove(id: string) {
    setPlacements(removeCharm(placements, id));
    setAdded(null);
    setMessage(
      labelText(labels, 'personalisationRemoved', 'Point {n} is empty again', {
        n: pointNumber(id),
      }),
    );
  }

  async function add() {
    if (placements.length === 0 || !product.id) return;
    const ok = await addToBag(site, [
      {
        code: product.id,
        quantity: 1,
        personalisationInfo: {
          charms: placements.map((p) => ({ anchorId: p.anchorId, productCode: p.code })),
        },
      },
    ]);
    setAdded(ok);
  }

  return (
    <div className={styles.builder} data-testid="personalisation-builder">
      <div className={styles.previewColumn}>
        <figure className={styles.preview} data-testid="personalisation-preview">
          {/* The photo's own coordinates: the points sit where the piece has them. */}
          <div className={styles.stage} dir="ltr">
            {product.image && <img src={product.image} alt="" className={styles.piece} />}
            {placements.map((p) => {
              const anchor = anchors.find((a) => a.id === p.anchorId);
              const charm = byCode.get(p.code);
              if (!anchor || !charm) return null;
              return (
                <img
                  key={p.anchorId}
                  src={charm.image}
                  alt=""
                  className={styles.hanging}
                  style={{ left: `${anchor.x * 100}%`, top: `${anchor.y * 100}%` }}
                  data-testid="preview-charm"
                  data-anchor={p.anchorId}
                />
              );
            })}
            <div
              role="group"
              aria-label={labelText(labels, 'personalisationPoints', 'Points to hang a charm')}
            >
              {inReadingOrder.map((anchor) => {
                const placed = placedOn(anchor.id);
                const charm = placed ? byCode.get(placed.code) : undefined;
                return (
                  <button
                    key={anchor.id}
                    type="button"
                    className={styles.anchor}
                    style={{ left: `${anchor.x * 100}%`, top: `${anchor.y * 100}%` }}
                    aria-pressed={anchor.id === anchorId}
                    aria-label={
                      charm
                        ? labelText(labels, 'personalisationPointWith', 'Point {n}: {name}', {
                            n: pointNumber(anchor.id),
                            name: charm.name,
                          })
                        : labelText(labels, 'personalisationPointEmpty', 'Point {n}, empty', {
                            n: pointNumber(anchor.id),
                          })
                    }
                    data-testid="anchor-point"
                    data-anchor={anchor.id}
                    onClick={() => {
                      setAnchorId(anchor.id);
                      setPage(0);
                    }}
                  >
                    <span aria-hidden="true">{pointNumber(anchor.id)}</span>
                  </button>
                );
              })}
            </div>
          </div>
          <figcaption className={styles.caption}>
            {labelText(labels, 'personalisationPreview', '{name} with your charms', {
              name: product.name,
            })}
          </figcaption>
        </figure>
        <section aria-labelledby={`${listId}-chosen`} className={styles.chosen}>
          <h3 id={`${listId}-chosen`} className={styles.subheading}>
            {labelText(labels, 'personalisationChosen', '{n} of {max} charms', {
              n: number(placements.length),
              max: number(max),
            })}
          </h3>
          <ul data-testid="personalisation-chosen">
            {inReadingOrder.flatMap((anchor) => {
              const p = placedOn(anchor.id);
              if (!p) return [];
              const charm = byCode.get(p.code);
              return (
                <li key={p.anchorId}>
                  <span>
                    {pointName(p.anchorId)} · {charm?.name}
                  </span>
                  <span>{charm ? formatMoney(charm.price, locale) : ''}</span>
                  <Button
                    variant="link"
                    onPress={() => remove(p.anchorId)}
                    data-testid="remove-charm"
                  >
                    {labelText(labels, 'personalisationRemove', 'Remove from point {n}', {
                      n: pointNumber(p.anchorId),
                    })}
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className={styles.total}>
            <span>{labelText(labels, 'cartTotal', 'Total')}</span>
            <strong data-testid="personalisation-total">{moneyOf(total.value)}</strong>
          </p>
          <p className="sf-muted">
            {labelText(
              labels,
              'personalisationTotalNote',
              'Each charm is a line of your bag, priced there.',
            )}
          </p>
          <Button
            fullWidth
            data-testid="personalisation-add-to-bag"
            isDisabled={placements.length === 0 || bag.adding || product.inStock === false}
            isPending={bag.adding}
            onPress={() => void add()}
          >
            {placements.length === 0
              ? labelText(labels, 'personalisationChooseFirst', 'Choose a charm first')
              : labelText(labels, 'personalisationAddToBag', 'Add to bag with its charms')}
          </Button>
          <p role="status" className={styles.status} data-testid="personalisation-status">
            {added === true
              ? labelText(labels, 'personalisationAdded', 'Added to your bag with its charms')
              : added === false
                ? labelText(
                    labels,
                    'personalisationNotAvailable',
                    'This combination cannot be added right now',
                  )
                : message}
          </p>
        </section>
      </div>
      <section aria-labelledby={`${listId}-charms`} className={styles.charms}>
        <h3 id={`${listId}-charms`} className={styles.subheading}>
          {labelText(labels, 'personalisationCharmsFor', 'Charms for point {n}', {
            n: pointNumber(anchorId),
          })}
        </h3>
        <div className={styles.tools}>
          <label className={styles.sort}>
            <span>{labelText(labels, 'sortBy', 'Sort by')}</span>
            <select
              value={order}
              data-testid="personalisation-sort"
              onChange={(event) => {
                setOrder(event.target.value as PersonalisationOrder);
                setPage(0);
              }}
            >
              {PERSONALISATION_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {labelText(labels, o, ORDER_FALLBACKS[o])}
                </option>
              ))}
            </select>
          </label>
          {materials.length > 1 && (
            <div
              role="group"
              aria-label={labelText(labels, 'material', 'Material')}
              className={styles.filters}
            >
              {materials.map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.filter}
                  aria-pressed={(filters.material ?? []).includes(value)}
                  data-testid="personalisation-filter"
                  onClick={() => {
                    setFilters(toggleFilter(filters, 'material', value));
                    setPage(0);
                  }}
                >
                  {labelText(labels, `filterValue.material.${value}`, value)}
                </button>
              ))}
            </div>
          )}
        </div>
        <p className="sf-muted" aria-live="polite">
          {labelText(labels, 'personalisationCount', '{n} charms', { n: number(list.total) })}
        </p>
        <ul className={styles.grid} data-testid="charm-list">
          {list.items.map((charm) => {
            const here = placedOn(anchorId)?.code === charm.id;
            return (
              <li key={charm.id}>
                <button
                  type="button"
                  className={styles.charm}
                  aria-pressed={here}
                  data-testid="charm-option"
                  data-code={charm.id}
                  onClick={() => choose(charm)}
                >
                  <img src={charm.image} alt="" width={96} height={96} loading="lazy" />
                  <span className={styles.charmName}>{charm.name}</span>
                  <span>{formatMoney(charm.price, locale)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {list.hasMore && (
          <Button
            variant="secondary"
            onPress={() => setPage(page + 1)}
            data-testid="charm-list-more"
          >
            {labelText(labels, 'loadMore', 'Load more')}
          </Button>
        )}
      </section>
    </div>
  );
}
