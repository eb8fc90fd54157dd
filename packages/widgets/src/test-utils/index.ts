export { Providers, renderWithProviders, testApiBaseUrl } from './render';
export type { ProviderOptions } from './render';
export { computedColor } from './css';
export { withFreshCache } from './swr';
