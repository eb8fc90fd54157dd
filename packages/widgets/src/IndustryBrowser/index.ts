export { IndustryBrowser } from './IndustryBrowser';
export type { IndustryBrowserProps } from './IndustryBrowser';
