import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoredCardPicker, type StoredCardPickerProps } from './StoredCardPicker.js';

const cards = [
  { id: 'card-1', mark: 'visa', label: 'Visa ending in 1111', detail: 'Expires 03/2030' },
  {
    id: 'card-2',
    mark: 'mastercard',
    label: 'Mastercard ending in 4444',
    detail: 'Expires 11/2029',
  },
];

function Stateful(props: Omit<StoredCardPickerProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState(props.cards[0]?.id ?? 'new-card');
  return (
    <div style={{ maxInlineSize: '30rem' }}>
      <StoredCardPicker {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Checkout/StoredCardPicker',
  component: Stateful,
  args: { cards, label: 'Your saved cards', newCardLabel: 'Pay with another card' },
} satisfies Meta<typeof Stateful>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoCards: Story = {};

export const Arabic: Story = {
  args: {
    label: 'بطاقاتك المحفوظة',
    newCardLabel: 'الدفع ببطاقة أخرى',
    cards: [
      { id: 'card-1', mark: 'visa', label: 'Visa تنتهي بـ 1111', detail: 'تنتهي في ٠٣/٢٠٣٠' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
