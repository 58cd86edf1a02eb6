// @vitest-environment jsdom
import '../../../test/dom-setup.js';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testShell } from '../../../test/fixtures/shell.js';
import { countrySelectionValue } from '../browser/country-selection.js';
import { closeCountrySelector } from '../browser/country-selector-store.js';
import { CountryBanner } from './CountryBanner.js';

function remember(site: 'fr-fr' | 'es-es') {
  document.cookie = `countrySelection=${encodeURIComponent(countrySelectionValue(site))}; Path=/`;
}

describe('CountryBanner', () => {
  // The dialog is lazily loaded; load its module once up front so finding it is immediate.
  beforeAll(async () => {
    await import('./CountrySelectorDialog.js');
  });

  it('shows nothing without a remembered site', () => {
    closeCountrySelector();
    render(<CountryBanner shell={testShell()} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the selector offering the remembered site, dismissable on a one-country site', async () => {
    closeCountrySelector();
    remember('fr-fr');
    render(<CountryBanner shell={testShell()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Elige tu país e idioma' });
    expect(dialog).toBeTruthy();
    // The modal hides the rest of the page from assistive technology while it is open.
    expect(
      screen.getByRole('region', { name: 'España (Español)', hidden: true }).textContent,
    ).toContain('Estás visitando España (Español).');
    expect(screen.getByRole('button', { name: 'Ir a Francia (Francés)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is blocking on a multi-country site: no close, staying remembers this site', async () => {
    closeCountrySelector();
    remember('fr-fr');
    render(<CountryBanner shell={testShell({ hasMultipleCountries: true })} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /España/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decodeURIComponent(document.cookie)).toContain('"site":"es-es"');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('goes to the chosen site after remembering it', async () => {
    closeCountrySelector();
    remember('fr-fr');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<CountryBanner shell={testShell()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ir a Francia (Francés)' }));
    expect(assign).toHaveBeenCalledWith('/fr-fr/');
    expect(decodeURIComponent(document.cookie)).toContain('"site":"fr-fr"');
    vi.unstubAllGlobals();
  });
});
