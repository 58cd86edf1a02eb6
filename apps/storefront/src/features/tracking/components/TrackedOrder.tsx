import { OrderStatusBadge } from '@atelier/ui';
import { useEffect, useRef } from 'react';
import type { TrackedOrderView } from '../tracking-order-view.js';
import { formatDate } from '../../../shell/format-date.js';
import { fillLabel } from '../../../shell/browser/labels.js';
import { OrderProgress } from './OrderProgress.js';

export interface TrackedOrderProps {
  order: TrackedOrderView;
  labels: Readonly<Record<string, string>>;
  locale: string;
}

/**
 * A found order: its number and date, where it stands (badge and the timeline of its shipping
 * method, from core-orders on the server) and the locate-order link. The heading takes the
 * focus when it appears, so keyboard and screen-reader users land on the answer.
 */
export function TrackedOrder({ order, labels, locale }: TrackedOrderProps) {
  const label = (key: string, values: Record<string, string> = {}) =>
    fillLabel(labels, key, values);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order.code]);
  const placed = formatDate(order.placedAt, locale);
  // The labels' placeholders hold markup here (the code in <bdi>, the date in <time>).
  const [before = '', after = ''] = label('trackingOrder').split('{code}');
  const [placedBefore = '', placedAfter = ''] = label('trackingPlacedOn').split('{date}');
  return (
    <section
      className="sf-tracked-order"
      aria-labelledby="tracked-order-title"
      data-testid="tracked-order"
    >
      <header className="sf-tracked-order-header">
        <div>
          <h2 id="tracked-order-title" ref={heading} tabIndex={-1}>
            {before}
            <bdi data-testid="order-code" translate="no">
              {order.code}
            </bdi>
            {after}
          </h2>
          {placed && (
            <p className="sf-tracked-order-date">
              {placedBefore}
              <time dateTime={placed.iso}>{placed.text}</time>
              {placedAfter}
            </p>
          )}
        </div>
        <OrderStatusBadge label={label(order.badge.labelKey)} color={order.badge.color} />
      </header>
      <OrderProgress steps={order.steps} locale={locale} label={(key) => label(key)} />
      {order.locateUrl && (
        <p>
          <a
            className="sf-tracked-order-locate"
            href={order.locateUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="locate-order"
          >
            {label('trackingLocate')}
          </a>
        </p>
      )}
      {order.items.length > 0 && (
        <>
          <h3 className="sf-tracked-order-items-title">{label('trackingItems')}</h3>
          <ul className="sf-tracked-order-items">
            {order.items.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.image && (
                  <img src={item.image} alt="" width={56} height={70} loading="lazy" />
                )}
                <span>{item.name}</span>
                {/* The span keeps the page's direction, so its inline-start margin pushes it
                    to the row's end in RTL too; only the "× n" text reads left to right. */}
                <span className="sf-tracked-order-quantity">
                  <bdi dir="ltr">× {item.quantity}</bdi>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
