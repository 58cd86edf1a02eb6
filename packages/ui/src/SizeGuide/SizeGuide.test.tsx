import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SizeGuide } from './SizeGuide.js';
import { SizeTables } from './SizeTables.js';
import { ENGLISH_UI_TEXTS, UiTextsProvider } from '../UiTextsProvider/UiTextsProvider.js';

const rings = {
  id: 'rings',
  label: 'Rings',
  columns: ['Size', 'Diameter (mm)'],
  rows: [
    ['12', '16.5'],
    ['14', '17.2'],
  ],
};
const bracelets = {
  id: 'bracelets',
  label: 'Bracelets',
  columns: ['Size', 'Length (cm)'],
  rows: [['S', '16']],
};

describe('SizeGuide', () => {
  it('renders a captioned table with row and column headers', () => {
    render(<SizeGuide tables={[rings]} />);
    const table = screen.getByRole('table', { name: 'Rings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Size', 'Diameter (mm)']);
    expect(within(table).getByRole('rowheader', { name: '14' })).toBeTruthy();
  });

  it("writes sizes and measures as the site's locale writes them (issue 32)", () => {
    render(
      <UiTextsProvider texts={{ ...ENGLISH_UI_TEXTS, locale: 'ar-SA' }}>
        <SizeGuide tables={[rings, { ...bracelets, rows: [['S', '48 mm']] }]} />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('rowheader', { name: '١٢' })).toBeTruthy();
    expect(screen.getByText('١٦٫٥')).toBeTruthy();
    // A size called by a letter stays as it is.
    render(
      <UiTextsProvider texts={{ ...ENGLISH_UI_TEXTS, locale: 'es-ES' }}>
        <SizeTables tables={[{ ...bracelets, rows: [['S', '16.5']] }]} />
      </UiTextsProvider>,
    );
    expect(screen.getByRole('rowheader', { name: 'S' })).toBeTruthy();
    expect(screen.getByText('16,5')).toBeTruthy();
  });

  it('switches between tables with the arrow keys', async () => {
    render(<SizeGuide tables={[rings, bracelets]} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('table', { name: 'Bracelets' })).toBeTruthy();
  });
});

describe('SizeTables', () => {
  it('shows every table at once, with no tabs to hide any (server-rendered guides)', () => {
    render(<SizeTables tables={[rings, bracelets]} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('table', { name: 'Rings' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Bracelets' })).toBeTruthy();
  });
});
