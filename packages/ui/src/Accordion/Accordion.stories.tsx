import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_TEXT } from '../fixtures/images.js';
import { Accordion } from './Accordion.js';

const items = [
  {
    id: 'shipping',
    title: 'How long does shipping take?',
    content: <p>Two to four working days on the peninsula.</p>,
  },
  {
    id: 'returns',
    title: 'Can I return a piece?',
    content: <p>Yes, within 30 days, in store or by post.</p>,
  },
  {
    id: 'engraving',
    title: 'Can I return an engraved piece?',
    content: <p>Engraved pieces cannot be returned.</p>,
  },
];

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneOpen: Story = { args: { defaultExpandedKeys: ['returns'] } };
export const LongText: Story = {
  args: {
    items: [{ id: 'long', title: LONG_TEXT, content: <p>{LONG_TEXT}</p> }],
    defaultExpandedKeys: ['long'],
  },
};
export const RightToLeft: Story = {
  args: {
    items: [{ id: 's', title: 'كم يستغرق الشحن؟', content: <p>من يومين إلى أربعة أيام عمل.</p> }],
  },
  globals: { locale: 'ar-SA' },
};
