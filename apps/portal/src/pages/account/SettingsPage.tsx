import { UserSettings } from '@riskatlas/widgets';

export default function SettingsPage() {
  return (
    <>
      <h1>Settings</h1>
      <UserSettings />
    </>
  );
}
