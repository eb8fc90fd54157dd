export { INDUSTRY_NAME_LETTERS, IndustryNameBrowser } from './IndustryNameBrowser';
export type { IndustryNameBrowserProps } from './IndustryNameBrowser';
