// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CharmChoiceView, PersonalisationView } from '../content-view.js';

// The bag is the studio's collaborator: what it is asked to add is what is checked.
const addToBag = vi.fn(async () => true);
vi.mock('../../bag/index.js', () => ({
  addToBag: (...args: unknown[]) => addToBag(...(args as [])),
  useBag: () => ({ adding: false }),
}));
const { default: PersonalisationStudio } = await import('./PersonalisationStudio.js');

afterEach(cleanup);

const charm = (id: string, supportPoint: string, price: number): CharmChoiceView => ({
  id,
  name: `Charm ${id}`,
  image: `/media/${id}.svg`,
  price: { value: price, currency: 'EUR' },
  pricing: { price },
  classifications: { material: [id === 'C3' ? 'gold' : 'silver'] },
  categories: ['10'],
  inStock: true,
  supportPoint,
});

const builder: PersonalisationView = {
  anchors: [
    { id: 'A1', x: 0.2, y: 0.6, supports: ['RING'] },
    { id: 'A2', x: 0.8, y: 0.6, supports: ['CLIP'] },
  ],
  piecePrice: { value: 100, currency: 'EUR' },
  charms: [charm('C1', 'RING', 20), charm('C2', 'CLIP', 30), charm('C3', 'RING', 15)],
};

function renderStudio(dir: 'ltr' | 'rtl' = 'ltr') {
  return render(
    <PersonalisationStudio
      product={{
        name: 'Collar',
        href: '/p/1',
        image: '/media/1.svg',
        kind: 'personalise',
        id: 'P1',
      }}
      builder={builder}
      labels={{}}
      site="es-es"
      locale="es-ES"
      dir={dir}
    />,
  );
}

describe('PersonalisationStudio (docs/product/product.md §3.2)', () => {
  it('places a charm on the chosen point, moves on, and adds the piece with its charms', async () => {
    const user = userEvent.setup();
    renderStudio();
    const points = screen.getAllByTestId('anchor-point');
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Point 1, empty',
      'Point 2, empty',
    ]);
    // Point 1 takes rings: C1 and C3 are offered, C2 (a clip) is not.
    const list = screen.getByTestId('charm-list');
    expect(
      within(list)
        .getAllByTestId('charm-option')
        .map((b) => b.dataset['code']),
    ).toEqual(['C1', 'C3']);
    await user.click(within(list).getByText('Charm C1'));
    expect(points[0]).toHaveProperty('ariaLabel', 'Point 1: Charm C1');
    // On to point 2, which takes the clip.
    expect(points[1]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(screen.getByTestId('charm-list')).getByText('Charm C2'));
    expect(screen.getAllByTestId('preview-charm')).toHaveLength(2);
    expect(screen.getByTestId('personalisation-total').textContent).toMatch(/150/);

    await user.click(screen.getByTestId('personalisation-add-to-bag'));
    expect(addToBag).toHaveBeenCalledWith('es-es', [
      {
        code: 'P1',
        quantity: 1,
        personalisationInfo: {
          charms: [
            { anchorId: 'A1', productCode: 'C1' },
            { anchorId: 'A2', productCode: 'C2' },
          ],
        },
      },
    ]);
  });

  it('removes a charm, and sorts and filters the list', async () => {
    const user = userEvent.setup();
    renderStudio();
    await user.click(screen.getByText('Charm C1'));
    await user.click(screen.getByTestId('remove-charm'));
    expect(screen.queryAllByTestId('preview-charm')).toHaveLength(0);
    await user.click(screen.getAllByTestId('anchor-point')[0]!);
    await user.selectOptions(screen.getByTestId('personalisation-sort'), 'lowestPrice');
    const codes = () => screen.getAllByTestId('charm-option').map((b) => b.dataset['code']);
    expect(codes()).toEqual(['C3', 'C1']);
    const gold = screen
      .getAllByTestId('personalisation-filter')
      .find((b) => b.textContent === 'gold')!;
    await user.click(gold);
    expect(codes()).toEqual(['C3']);
    await user.click(gold);
    expect(codes()).toEqual(['C3', 'C1']);
  });

  it('meets the points in reading order on a right-to-left site', () => {
    renderStudio('rtl');
    const points = screen.getAllByTestId('anchor-point');
    expect(points.map((p) => p.dataset['anchor'])).toEqual(['A2', 'A1']);
    // The first point a reader meets is point 1.
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Point 1, empty',
      'Point 2, empty',
    ]);
  });
});
