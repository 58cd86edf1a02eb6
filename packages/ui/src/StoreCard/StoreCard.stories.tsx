import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoreCard } from './StoreCard.js';

const store = {
  id: '123',
  name: 'Madrid Preciados',
  href: '#store',
  address: ['Calle Preciados 1', '28013 Madrid'],
  phone: '910 000 000',
  hours: 'Open today 10:00-21:00',
  isOpen: true,
  distance: '1.2 km',
  services: ['Engraving', 'Same-day delivery', 'Click & collect'],
};

const meta = {
  title: 'Stores/StoreCard',
  component: StoreCard,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { store, onSelect: () => {}, directionsHref: '#directions' },
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { isSelected: true } };
export const Closed: Story = {
  args: { store: { ...store, isOpen: false, hours: 'Closed today' } },
};
export const RightToLeft: Story = {
  args: {
    store: {
      ...store,
      name: 'الرياض مول',
      address: ['طريق الملك فهد', 'الرياض'],
      services: ['نقش'],
    },
    labels: { select: 'اختاري هذا المتجر', call: 'اتصلي', directions: 'الاتجاهات' },
  },
  globals: { locale: 'ar-SA' },
};
