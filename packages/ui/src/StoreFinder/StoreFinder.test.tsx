import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StoreFinder } from './StoreFinder.js';

const stores = [
  { id: '1', name: 'Madrid Preciados', href: '#1', address: ['Calle Preciados 1'] },
  { id: '2', name: 'Madrid Serrano', href: '#2', address: ['Calle Serrano 2'] },
];

function Harness({ onSearch }: { onSearch: (q: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <StoreFinder
      query={query}
      onQueryChange={setQuery}
      onSearch={onSearch}
      stores={stores}
      onUseLocation={() => {}}
    />
  );
}

describe('StoreFinder', () => {
  it('searches with Enter and announces the number of results', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'City or postal code' }),
      '28001{Enter}',
    );
    expect(onSearch).toHaveBeenCalledWith('28001', undefined);
    expect(screen.getByRole('status').textContent).toBe('2 stores');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
  });

  it('says when nothing was found', () => {
    render(<StoreFinder query="x" onQueryChange={() => {}} onSearch={() => {}} stores={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No stores found near you.');
  });

  it('searches a text in the chosen country, and has a plain GET form for no script', async () => {
    const onSearch = vi.fn();
    function WithCountry() {
      const [query, setQuery] = useState('');
      const [country, setCountry] = useState('ES');
      return (
        <StoreFinder
          query={query}
          onQueryChange={setQuery}
          onSearch={onSearch}
          countries={[
            { code: 'ES', name: 'Spain' },
            { code: 'PT', name: 'Portugal' },
          ]}
          country={country}
          onCountryChange={setCountry}
          action="/es-es/stores/"
          stores={stores}
          map={<svg role="img" aria-label="Map of 2 stores" />}
          directionsHref={(store) => `https://maps.example/${store.id}`}
        />
      );
    }
    render(<WithCountry />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'PT');
    await userEvent.type(screen.getByRole('searchbox'), 'Lisboa{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Lisboa', 'PT');
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/es-es/stores/');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('searchbox').getAttribute('name')).toBe('q');
    // The list comes before the map in reading order; each card links its directions.
    const list = screen.getByTestId('store-list');
    const map = screen.getByRole('img', { name: 'Map of 2 stores' });
    expect(list.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Directions' })[0]?.getAttribute('href')).toBe(
      'https://maps.example/1',
    );
  });
});
