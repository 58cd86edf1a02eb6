import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreMap } from './StoreMap.js';

const SPAIN = { southWest: { lat: 35.9, lng: -9.4 }, northEast: { lat: 43.8, lng: 4.4 } };

const meta = {
  title: 'Stores/StoreMap',
  component: StoreMap,
  args: {
    label: 'Map of 5 stores in Spain',
    bounds: SPAIN,
    points: [
      { id: '1', name: 'Madrid Serrano', coordinates: { lat: 40.4237, lng: -3.6875 } },
      { id: '2', name: 'Barcelona Passeig de Gràcia', coordinates: { lat: 41.3925, lng: 2.1647 } },
      { id: '3', name: 'Valencia Colón', coordinates: { lat: 39.4701, lng: -0.3705 } },
      { id: '4', name: 'Sevilla Tetuán', coordinates: { lat: 37.3905, lng: -5.9948 } },
      { id: '5', name: 'Bilbao Gran Vía', coordinates: { lat: 43.2627, lng: -2.9301 } },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Country: Story = {};
export const Selected: Story = { args: { selectedId: '1' } };
export const WithoutBounds: Story = { args: { bounds: null } };
