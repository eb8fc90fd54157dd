import type { StorybookConfig } from '@storybook/react-vite';
import { ensureMockServiceWorker, storiesViteConfig } from './vite-shared';

ensureMockServiceWorker();

const config: StorybookConfig = {
  stories: ['../packages/widgets/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, storiesViteConfig);
  },
};

export default config;
