import type { StorybookConfig } from '@storybook/react-vite';
// Storybook loads this file as native ESM, so relative imports carry their extension.
import { ensureMockServiceWorker, storiesViteConfig } from './vite-shared.ts';

ensureMockServiceWorker();

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.tsx'],
  // addon-docs: a docs page per component (`tags: ['autodocs']` in preview.tsx) from its JSDoc and props.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, storiesViteConfig);
  },
};

export default config;
