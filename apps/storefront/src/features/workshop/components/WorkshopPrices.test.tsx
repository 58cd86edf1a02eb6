// @vitest-environment jsdom
import { createEmbeddedContent } from '@atelier/adapters-cms';
import { cleanup, render, screen, within } from '@testing-library/react';
import '../../../../test/jsdom-polyfills.js';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadWorkshop } from '../server/workshop.js';
import { keyAsText } from './workshop-text.js';
import { WorkshopPrices } from './WorkshopPrices.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

afterEach(cleanup);

async function mexico() {
  return loadWorkshop({
    services: {
      content: createEmbeddedContent(),
      origin: 'https://shop.example',
    } as unknown as Services,
    site: 'mx-es',
    params: {},
    search: {},
    path: '/mx-es/workshop/',
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree('mx-es', []),
    shell: { labels: {} } as unknown as ShellView,
  });
}

const cellsOf = (service: string) =>
  within(screen.getByRole('rowheader', { name: service }).closest('tr')!)
    .getAllByRole('cell')
    .map((td) => td.textContent);

describe('WorkshopPrices', () => {
  it('reads a label key when the content has no text for it', () => {
    expect(keyAsText('ringsAboveN18WithGems')).toBe('Rings above n18 with gems');
    expect(keyAsText('shrinkRingSize')).toBe('Shrink ring size');
  });

  it('shows maintenance first, then the repair table; the toggle drops the base category', async () => {
    render(<WorkshopPrices data={await mexico()} labels={{ repair: 'Reparaciones' }} />);
    expect(screen.getAllByTestId('workshop-category')).toHaveLength(4);
    expect(screen.getByRole('rowheader', { name: 'Adjust pressures' })).toBeTruthy();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Type of service' }),
      'Reparaciones',
    );
    // Columns: Life, Fan (steel, silver, gold each), Lover 80 %, Expert half.
    expect(cellsOf('Shrink ring size').slice(0, 3)).toEqual(['$380.00', '$500.00', '$380.00']);
    await userEvent.click(screen.getByRole('switch', { name: 'Pieces more than two years old' }));
    const categories = screen.getAllByTestId('workshop-category').map((th) => th.textContent);
    expect(categories).toEqual([
      'Atelier Life Fan More Than Two Years',
      'Atelier Life Lover More Than Two Years',
      'Atelier Life Expert More Than Two Years',
    ]);
    expect(cellsOf('Shrink ring size')).toHaveLength(9);
  });
});
