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
/** As the my-account loyalty area draws them: the content's colours, icons and advantages. */
export const WithContent: Story = {
  args: {
    levels: [
      {
        order: 1,
        name: 'Fan',
        code: 'FANS',
        color: '#7f5a2c',
        icon: 'sparkles',
        current: false,
        achieved: true,
        benefits: [
          { title: 'Welcome gift when you join', icon: 'gift' },
          { title: 'A birthday surprise', icon: 'cake' },
        ],
      },
      {
        order: 2,
        name: 'Lover',
        code: 'LOVER',
        color: '#8c3550',
        icon: 'heart',
        current: true,
        achieved: true,
        progress: 0.4,
        benefits: [
          { title: 'Free shipping on 5 orders a year', icon: 'truck' },
          { title: '20% off workshop repairs', icon: 'wrench' },
        ],
      },
      {
        order: 3,
        name: 'Expert',
        code: 'EXPERT',
        color: '#2f4a6d',
        icon: 'gem',
        current: false,
        achieved: false,
        remainingPoints: 120,
        benefits: [
          { title: 'Free engraving', icon: 'pen' },
          { title: 'Invitations to private events', icon: 'star' },
        ],
      },
    ],
    labels: {
      progress: (level) => `Your progress in ${level.name}`,
      remaining: (points, level) => `${points} points to reach ${level.name}`,
      advantages: (level) => `Advantages of ${level.name}`,
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
