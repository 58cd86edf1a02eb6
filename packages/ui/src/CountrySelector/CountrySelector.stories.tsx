import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountrySelector } from './CountrySelector.js';

const sites = [
  { code: 'es-es', country: 'España', language: 'Español' },
  { code: 'es-ca', country: 'España', language: 'Català' },
  { code: 'fr-fr', country: 'France', language: 'Français' },
  { code: 'de-de', country: 'Deutschland', language: 'Deutsch' },
  { code: 'it-it', country: 'Italia', language: 'Italiano' },
  { code: 'pt-pt', country: 'Portugal', language: 'Português' },
  { code: 'gb-en', country: 'United Kingdom', language: 'English' },
  { code: 'us-en', country: 'United States', language: 'English' },
  { code: 'mx-es', country: 'México', language: 'Español' },
  { code: 'jp-ja', country: '日本', language: '日本語' },
  { code: 'sa-ar', country: 'السعودية', language: 'العربية' },
  { code: 'il-iw', country: 'ישראל', language: 'עברית' },
];

const meta = {
  title: 'Shell/CountrySelector',
  component: CountrySelector,
  args: {
    isOpen: true,
    onOpenChange: () => {},
    sites,
    currentSite: 'us-en',
    suggestedSite: 'es-es',
    onSelect: () => {},
  },
} satisfies Meta<typeof CountrySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Blocking: Story = { args: { isBlocking: true, suggestedSite: 'gb-en' } };
export const RightToLeft: Story = {
  args: {
    currentSite: 'sa-ar',
    suggestedSite: 'sa-ar',
    labels: { title: 'اختر بلدك ولغتك', search: 'ابحث عن بلدك', close: 'إغلاق' },
  },
  globals: { locale: 'ar-SA' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
