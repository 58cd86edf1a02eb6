import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookieNotice } from './CookieNotice.js';

const categories = [
  {
    id: 'necessary',
    label: 'Strictly necessary',
    description: 'Needed for the site to work: bag, session, security.',
    required: true,
  },
  { id: 'analytics', label: 'Analytics', description: 'Help us understand how the site is used.' },
  { id: 'marketing', label: 'Marketing', description: 'Show you relevant ads on other sites.' },
  { id: 'chat', label: 'Chat', description: 'Customer service chat widget.' },
];

const meta = {
  title: 'Shell/CookieNotice',
  component: CookieNotice,
  parameters: { layout: 'fullscreen' },
  args: { categories, onAcceptAll: () => {}, onRejectAll: () => {}, onSave: () => {} },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Settings: Story = {
  args: { defaultSettingsOpen: true, initialConsents: { analytics: true } },
};
export const RightToLeft: Story = {
  args: {
    labels: {
      title: 'نستخدم ملفات تعريف الارتباط',
      text: 'نستخدم ملفات تعريف الارتباط لتحسين تجربتك.',
      acceptAll: 'قبول الكل',
      rejectAll: 'رفض الكل',
      settings: 'الإعدادات',
    },
  },
  globals: { locale: 'ar-SA' },
};
/** Drawn by the server: accept and reject also post a form if pressed before the script runs. */
export const WithNoScriptForm: Story = {
  args: {
    noScriptForm: {
      action: '/api/consent',
      fields: { return: '/es-es/' },
      acceptAll: 'accept-all',
      rejectAll: 'reject-all',
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile320', isRotated: false } } };
