import type { Meta, StoryObj } from '@storybook/react-vite';
import { VoucherField } from './VoucherField.js';

const meta = {
  title: 'Bag/VoucherField',
  component: VoucherField,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { onApply: () => {}, onRemove: () => {} },
} satisfies Meta<typeof VoucherField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Applying: Story = { args: { isApplying: true } };
export const Error: Story = { args: { errorMessage: 'This code has expired' } };
export const Applied: Story = {
  args: { applied: [{ code: 'WELCOME10', description: '10% off your first order' }] },
};
export const RightToLeft: Story = {
  args: { label: 'رمز الخصم', applyLabel: 'تطبيق' },
  globals: { locale: 'ar-SA' },
};
