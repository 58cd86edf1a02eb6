import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.js';

const meta = {
  title: 'Foundations/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'E-mail', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: 'We will send your order confirmation here.' },
};
export const WithError: Story = {
  args: { defaultValue: 'ana@', errorMessage: 'Enter a valid e-mail address' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };
export const RightToLeft: Story = {
  args: { label: 'البريد الإلكتروني' },
  globals: { locale: 'ar-SA' },
};
