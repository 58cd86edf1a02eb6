import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflinePage } from './OfflinePage.js';

const meta = {
  title: 'Pages/OfflinePage',
  component: OfflinePage,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Atelier',
    title: 'Sin conexión',
    text: 'Parece que no tienes conexión a internet. Mientras vuelve, síguenos en nuestras redes.',
    socialLink: { label: '@atelier en Instagram', href: '#instagram' },
    onRetry: () => {},
  },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const StudioLine: Story = {
  args: { brandName: 'Atelier suot' },
  globals: { vertical: 'suot' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
/** Inside an app layout that already has the page's `main` landmark. */
export const InsideLayout: Story = {
  args: { as: 'div' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
};
