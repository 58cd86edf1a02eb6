import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.js';
import { ProgressBar } from './ProgressBar.js';

function Demo({ initiallyLoading = true }: { initiallyLoading?: boolean }) {
  const [loading, setLoading] = useState(initiallyLoading);
  return (
    <>
      <ProgressBar isLoading={loading} />
      <Button onPress={() => setLoading(!loading)}>
        {loading ? 'Finish loading' : 'Start loading'}
      </Button>
    </>
  );
}

const meta = {
  title: 'Feedback/ProgressBar',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Idle: Story = { args: { initiallyLoading: false } };
export const RightToLeft: Story = { globals: { locale: 'ar-SA' } };
