import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { LONG_TEXT } from '../fixtures/images.js';
import { Modal, type ModalProps } from './Modal.js';

function Stateful(props: Omit<ModalProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Stateful,
  args: {
    title: 'Shipping and returns',
    children: <p>Free returns within 30 days in every store or by post.</p>,
    footer: <Button>Understood</Button>,
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Blocking: Story = { args: { isDismissable: false, title: 'Choose your country' } };
export const LongText: Story = {
  args: {
    title: LONG_TEXT,
    children: Array.from({ length: 12 }, (_, i) => <p key={i}>{LONG_TEXT}</p>),
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'الشحن والإرجاع',
    children: <p>إرجاع مجاني خلال 30 يومًا.</p>,
    closeLabel: 'إغلاق',
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
