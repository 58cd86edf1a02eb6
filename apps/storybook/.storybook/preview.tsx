import '@atelier/ui/fonts.css';
import '@atelier/ui/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { directionOf, STORY_LOCALES } from '../src/site-globals.js';

/**
 * Applies the toolbar's vertical, locale and direction to <html> (overlays from
 * react-aria portal into <body>, so they need the attributes there too) and tells
 * react-aria the locale so its keyboard handling follows the reading direction.
 */
const withSite: Decorator = (Story, context) => {
  const vertical = String(context.globals['vertical'] ?? 'main');
  const locale = String(context.globals['locale'] ?? 'en-GB');
  const direction = directionOf(locale, String(context.globals['direction'] ?? 'auto'));
  const root = document.documentElement;
  root.dataset['vertical'] = vertical;
  root.lang = locale;
  root.dir = direction;
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withSite],
  globalTypes: {
    vertical: {
      description: 'Brand vertical (token theme)',
      toolbar: {
        title: 'Vertical',
        icon: 'paintbrush',
        items: [
          { value: 'main', title: 'Main line' },
          { value: 'suot', title: 'Studio line (suot)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of the site',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Reading direction (auto follows the locale)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From locale' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { vertical: 'main', locale: 'en-GB', direction: 'auto' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile320: {
          name: 'Small mobile (320)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        mobile: {
          name: 'Mobile (390)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (834)',
          styles: { width: '834px', height: '1112px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1440)',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
