import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoreMap } from '../StoreMap/StoreMap.js';
import { StoreFinder, type StoreFinderProps } from './StoreFinder.js';

const stores = [
  {
    id: '1',
    name: 'Madrid Preciados',
    href: '#1',
    address: ['Calle Preciados 1', '28013 Madrid'],
    hours: 'Open today 10:00-21:00',
    isOpen: true,
    distance: '0.8 km',
    services: ['Engraving'],
  },
  {
    id: '2',
    name: 'Madrid Serrano',
    href: '#2',
    address: ['Calle Serrano 2', '28001 Madrid'],
    hours: 'Open today 10:00-20:30',
    isOpen: true,
    distance: '1.4 km',
  },
  {
    id: '3',
    name: 'Madrid Gran Vía',
    href: '#3',
    address: ['Gran Vía 30', '28013 Madrid'],
    hours: 'Closed today',
    distance: '2.1 km',
  },
];

function Stateful(
  props: Omit<StoreFinderProps, 'query' | 'onQueryChange' | 'onSearch' | 'selectedId' | 'onSelect'>,
) {
  const [query, setQuery] = useState('28001');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div style={{ maxInlineSize: '30rem' }}>
      <StoreFinder
        {...props}
        query={query}
        onQueryChange={setQuery}
        onSearch={() => {}}
        selectedId={selected}
        onSelect={setSelected}
      />
    </div>
  );
}

const meta = {
  title: 'Stores/StoreFinder',
  component: Stateful,
  args: { stores, onUseLocation: () => {} },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { stores: [] } };
export const RightToLeft: Story = {
  args: {
    labels: { search: 'المدينة أو الرمز البريدي', submit: 'بحث', results: (n) => `${n} متاجر` },
  },
  globals: { locale: 'ar-SA' },
};
export const WithCountryAndMap: Story = {
  args: {
    countries: [
      { code: 'ES', name: 'Spain' },
      { code: 'PT', name: 'Portugal' },
    ],
    country: 'ES',
    map: (
      <StoreMap
        label="Map of 2 stores in Spain"
        bounds={{ southWest: { lat: 35.9, lng: -9.4 }, northEast: { lat: 43.8, lng: 4.4 } }}
        points={[
          { id: '1', name: 'Madrid Preciados', coordinates: { lat: 40.418, lng: -3.706 } },
          { id: '2', name: 'Madrid Serrano', coordinates: { lat: 40.4237, lng: -3.6875 } },
        ]}
      />
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
