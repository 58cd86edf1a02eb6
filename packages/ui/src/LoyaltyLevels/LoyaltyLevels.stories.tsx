import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoyaltyLevels } from './LoyaltyLevels.js';

const levels = [
  {
    order: 1,
    name: 'Silver',
    current: false,
    achieved: true,
    benefits: ['Birthday gift', 'Free returns'],
  },
  {
    order: 2,
    name: 'Gold',
    current: true,
    achieved: true,
    benefits: ['Free engraving', 'Early access to sales'],
  },
  {
    order: 3,
    name: 'Platinum',
    current: false,
    achieved: false,
    remainingPoints: 1200,
    benefits: ['Private events', 'Personal shopper'],
  },
];

const meta = {
  title: 'Loyalty/LoyaltyLevels',
  component: LoyaltyLevels,
  args: { levels, locale: 'en-GB' },
} satisfies Meta<typeof LoyaltyLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllAchieved: Story = {
  args: { levels: levels.map((l, i) => ({ ...l, achieved: true, current: i === 2 })) },
};
export const RightToLeft: Story = {
  args: {
    locale: 'ar-SA',
    label: 'مستويات الولاء',
    labels: {
      current: 'مستواك',
      achieved: 'تم تحقيقه',
      locked: 'المستويات التالية',
      remaining: (p) => `${p} نقطة متبقية`,
    },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
