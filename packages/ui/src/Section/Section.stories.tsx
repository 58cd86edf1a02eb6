import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './Section.js';

const meta = {
  title: 'Content/Section',
  component: Section,
  args: {
    id: 'benefits',
    title: 'Your benefits',
    subtitle: 'Earn points with every purchase',
    children: <p>Free shipping, birthday gift and early access.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RightToLeft: Story = {
  args: { title: 'مزاياك', subtitle: 'اكسبي نقاطًا', children: <p>شحن مجاني.</p> },
  globals: { locale: 'ar-SA' },
};
