export { UserSettings, userSettingsCopy } from './UserSettings';
