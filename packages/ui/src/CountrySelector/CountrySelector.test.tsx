import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelector } from './CountrySelector.js';

const sites = [
  { code: 'es-es', country: 'España', language: 'Español' },
  { code: 'fr-fr', country: 'France', language: 'Français' },
  { code: 'us-en', country: 'United States', language: 'English' },
];

describe('CountrySelector', () => {
  it('offers the suggested site first and lets the shopper stay', async () => {
    const onSelect = vi.fn();
    render(
      <CountrySelector
        isOpen
        onOpenChange={() => {}}
        sites={sites}
        currentSite="us-en"
        suggestedSite="es-es"
        onSelect={onSelect}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to España (Español)' }));
    expect(onSelect).toHaveBeenLastCalledWith('es-es');
    await userEvent.click(screen.getByRole('button', { name: 'Stay in United States (English)' }));
    expect(onSelect).toHaveBeenLastCalledWith('us-en');
  });

  it('filters by country ignoring accents and picks from the keyboard', async () => {
    const onSelect = vi.fn();
    render(
      <CountrySelector
        isOpen
        onOpenChange={() => {}}
        sites={sites}
        currentSite="us-en"
        onSelect={onSelect}
      />,
    );
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search for your country' }),
      'espana',
    );
    expect(screen.queryByRole('button', { name: /France/ })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('es-es');
  });

  it('cannot be dismissed when blocking', async () => {
    const onOpenChange = vi.fn();
    render(
      <CountrySelector
        isOpen
        onOpenChange={onOpenChange}
        sites={sites}
        currentSite="us-en"
        onSelect={() => {}}
        isBlocking
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
