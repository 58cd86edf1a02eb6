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
    expect(onSearch).toHaveBeenCalledWith('28001');
    expect(screen.getByRole('status').textContent).toBe('2 stores');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
  });

  it('says when nothing was found', () => {
    render(<StoreFinder query="x" onQueryChange={() => {}} onSearch={() => {}} stores={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No stores found near you.');
  });
});
