import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_TEXT } from '../fixtures/images.js';
import { TextSection } from './TextSection.js';

const meta = {
  title: 'Content/TextSection',
  component: TextSection,
  args: {
    title: 'About our silver',
    children: (
      <>
        <p>Every piece is made in 925 sterling silver and finished by hand.</p>
        <p>
          Read our <a href="#care">care guide</a> to keep it shining.
        </p>
      </>
    ),
  },
} satisfies Meta<typeof TextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center' } };
export const LongText: Story = {
  args: { children: Array.from({ length: 5 }, (_, i) => <p key={i}>{LONG_TEXT}</p>) },
};
export const RightToLeft: Story = {
  args: { title: 'عن الفضة', children: <p>كل قطعة مصنوعة من الفضة.</p> },
  globals: { locale: 'ar-SA' },
};
