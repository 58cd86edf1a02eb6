import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { planLookAddition, type LookItem, type LookLine } from '@atelier/core-catalogue';
import { addToBag, useBag } from '../../src/client/bag-store.js';
import { ProductCard } from '../../src/components/ProductCard.js';
import { tagLabels } from '../../src/components/tag-labels.js';
import type { Data } from './+data.js';

/**
 * Adding the look: unsized products in stock go straight in, out-of-stock ones are
 * skipped, and a modal steps through each sized product for its size (spec 1, shop the
 * look). The plan comes from core-catalogue's look rules.
 */
export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const bag = useBag();
  const [step, setStep] = useState<{ sized: LookItem[]; index: number; lines: LookLine[] } | null>(
    null,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const items: LookItem[] = data.items.map((item) => ({
    productId: item.card.id,
    quantity: item.quantity,
    stock: item.stock,
    sizes: item.sizes,
  }));

  async function finish(lines: LookLine[]) {
    setStep(null);
    if (shell && lines.length > 0) {
      await addToBag(
        shell.site,
        lines.map((line) => ({ code: line.sizeCode ?? line.productId, quantity: line.quantity })),
      );
    }
  }

  function start() {
    const plan = planLookAddition(items);
    if (plan.sized.length === 0) return void finish(plan.direct);
    setChosen(null);
    setStep({ sized: plan.sized, index: 0, lines: plan.direct });
  }

  function next() {
    if (!step || !chosen) return;
    const item = step.sized[step.index];
    if (!item) return;
    const lines = [
      ...step.lines,
      { productId: item.productId, sizeCode: chosen, quantity: item.quantity ?? 1 },
    ];
    setChosen(null);
    if (step.index + 1 >= step.sized.length) return void finish(lines);
    setStep({ ...step, index: step.index + 1, lines });
  }

  const current = step ? step.sized[step.index] : null;
  const currentCard = current
    ? data.items.find((item) => item.card.id === current.productId)
    : null;
  return (
    <div className="sf-container">
      <h1 className="sf-h1">{data.title}</h1>
      {data.description && <p className="sf-muted">{data.description}</p>}
      <div className="sf-look-hero">
        <img src={data.image.src} alt={data.image.alt} width={1440} height={520} />
      </div>
      {data.showProducts && (
        <>
          <ul className="sf-grid" style={{ marginBlockStart: 32 }}>
            {data.items.map((item) => (
              <li key={item.card.id}>
                <ProductCard card={item.card} tagLabels={tagLabels(labels)} />
                {item.quantity > 1 && <p className="sf-muted">× {item.quantity}</p>}
              </li>
            ))}
          </ul>
          <p style={{ marginBlockStart: 24 }}>
            <button
              type="button"
              className="sf-button"
              data-testid="add-look-to-bag"
              disabled={bag.adding}
              onClick={start}
            >
              {labels['shopTheLook'] ?? 'Shop the look'} · {labels['addToBag'] ?? 'Add to bag'}
            </button>
          </p>
        </>
      )}
      {step && current && currentCard && (
        <div className="sf-modal-backdrop">
          <div
            className="sf-modal"
            role="dialog"
            aria-modal="true"
            aria-labelledby="look-size-title"
            data-testid="look-size-modal"
          >
            <h2 id="look-size-title">
              {labels['size'] ?? 'Size'} ({step.index + 1}/{step.sized.length})
            </h2>
            <div className="sf-look-item">
              <img src={currentCard.card.image} alt="" width={96} height={96} />
              <div>
                <p style={{ margin: 0 }}>{currentCard.card.name}</p>
                <p className="sf-muted" style={{ margin: 0 }}>
                  {currentCard.card.price} × {current.quantity ?? 1}
                </p>
              </div>
            </div>
            <div className="sf-sizes" role="group" aria-label={labels['size'] ?? 'Size'}>
              {current.sizes.map((size) => (
                <button
                  key={size.code}
                  type="button"
                  className="sf-size"
                  data-testid="size-option"
                  aria-pressed={chosen === size.code}
                  disabled={size.stock < (current.quantity ?? 1)}
                  onClick={() => setChosen(size.code)}
                >
                  {size.name ?? size.code}
                </button>
              ))}
            </div>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <button type="button" className="sf-button secondary" onClick={() => setStep(null)}>
                ×
              </button>
              <button
                type="button"
                className="sf-button"
                data-testid="look-size-confirm"
                disabled={!chosen}
                onClick={next}
              >
                {step.index + 1 >= step.sized.length ? (
                  (labels['addToBag'] ?? 'Add to bag')
                ) : (
                  <span className="sf-flip">→</span>
                )}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
