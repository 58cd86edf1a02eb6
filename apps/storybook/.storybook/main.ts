import { defineMain } from '@storybook/react-vite/node';
import { defaultClientConditions } from 'vite';
import { STORY_GLOBS } from '../src/story-globs.js';

export default defineMain({
  stories: [...STORY_GLOBS],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The sandbox has no outbound network: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(config) {
    // Resolve workspace packages to their sources (the `@atelier/source` export condition),
    // so Storybook needs no prior `npm run build` of @atelier/ui.
    return {
      ...config,
      resolve: {
        ...config.resolve,
        conditions: ['@atelier/source', ...defaultClientConditions],
      },
    };
  },
});
