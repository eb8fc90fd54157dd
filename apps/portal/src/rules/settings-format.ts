/** The user's date format from `GET /user/settings` (key date_format: its value, else the default, names an option). */
export interface SettingLike {
  key: string;
  value: string | null;
  default_value: string | null;
  default_options: { value: string; label: string }[];
}

/** docs/product/account-and-settings.md#formatting: default DD/MM/YYYY (au, nz, gb; others maps to au). */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';

export function dateFormatOf(settings: readonly SettingLike[] | undefined): string {
  const setting = settings?.find((entry) => entry.key === 'date_format');
  const chosen = setting?.value ?? setting?.default_value;
  return setting?.default_options.find((option) => option.value === chosen)?.label ?? DEFAULT_DATE_FORMAT;
}
