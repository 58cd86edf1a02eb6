import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_IMAGES } from '../fixtures/images.js';
import { Toussis } from './Toussis.js';

const toussis = [
  {
    id: 'a',
    name: 'Bear keyring',
    description: 'For your first purchase.',
    image: { src: SAMPLE_IMAGES.charm, alt: '' },
    state: 'obtained' as const,
  },
  {
    id: 'b',
    name: 'Silver studs',
    description: 'At 500 points.',
    image: { src: SAMPLE_IMAGES.earrings, alt: '' },
    state: 'pick-at-store' as const,
  },
  {
    id: 'c',
    name: 'Birthday ring',
    description: 'In your birthday month.',
    image: { src: SAMPLE_IMAGES.ring, alt: '' },
    state: 'not-obtained' as const,
    missing: '120 points to go',
  },
];

const meta = {
  title: 'Loyalty/Toussis',
  component: Toussis,
  args: { title: 'Your toussis', id: 'toussis', toussis },
} satisfies Meta<typeof Toussis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { toussis: [] } };
export const RightToLeft: Story = {
  args: {
    title: 'مكافآتك',
    stateLabels: {
      obtained: 'تم الحصول عليها',
      'pick-at-store': 'استلميها من المتجر',
      'not-obtained': 'لم تحصلي عليها بعد',
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
