import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { Drawer, type DrawerProps } from './Drawer.js';

function Stateful(props: Omit<DrawerProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open drawer</Button>
      <Drawer {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Stateful,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Filters',
    children: <p>Panel content</p>,
    footer: <Button fullWidth>Show 24 results</Button>,
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FromStart: Story = { args: { side: 'start', title: 'Menu' } };
export const RightToLeft: Story = {
  args: { title: 'الفلاتر', closeLabel: 'إغلاق' },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
