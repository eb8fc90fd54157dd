export { CUSTOM_THEME_URL, ReportCustomizationDrawer, reportDrawerCopy } from './ReportCustomizationDrawer';
export type { ReportCustomizationDrawerProps, ReportThemeOption } from './ReportCustomizationDrawer';
