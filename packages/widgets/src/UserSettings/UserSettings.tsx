import { useApiClient, useUser, useUserSettings, type Schema } from '@riskatlas/api-client';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../account/SelectField';
import { Actions, Card, CardHeader, CardTitle, FieldRow, Form } from '../account/styles';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Spinner } from '../primitives/Spinner';
import { useFailureToast, useToast } from '../primitives/Toast';
import { dashboardCopy } from '../rules/dashboard';
import { startupFailureCopy } from '../rules/startup';
import { accountCopy } from '../rules/account';
import { currencySymbol, formatDate } from '../rules/formatting';
import { regionFormatting, SETTINGS_TAXONOMY_IDS, settingsChange } from '../rules/settings';
import { Preview } from './UserSettings.styles';

export const userSettingsCopy = {
  title: 'Settings',
  region: 'Country / region',
  currency: 'Currency',
  dateFormat: 'Date format',
  classification: 'Industry classification',
  choose: 'Choose…',
  fromCountry: 'Set by the country.',
  save: 'Save settings',
  saving: 'Saving',
  /** The error toast when the settings cannot load (docs/product/shell-and-dashboard.md#start-up-failures). */
  loadFailed: startupFailureCopy.settings,
  retry: 'Try again',
  preview: (symbol: string, date: string) => `Amounts show as ${symbol}1,000 and dates as ${date}.`,
} as const;

type Setting = Schema<'UserSetting'>;

const setting = (settings: Setting[], key: Setting['key']) => settings.find((candidate) => candidate.key === key);
const effective = (settings: Setting[], key: Setting['key']) => {
  const found = setting(settings, key);
  return found?.value ?? found?.default_value ?? null;
};

function SettingsForm({ settings, onSaved }: { settings: Setting[]; onSaved: () => void }) {
  const client = useApiClient();
  const toast = useToast();
  const [region, setRegion] = useState(effective(settings, 'country_region') ?? 'au');
  const [chosen, setChosen] = useState({ currency: effective(settings, 'currency'), dateFormat: effective(settings, 'date_format') });
  const [classification, setClassification] = useState(effective(settings, 'industry_classification'));
  const [busy, setBusy] = useState(false);
  const formatting = regionFormatting(region, chosen);
  const options = (key: Setting['key']) => setting(settings, key)?.default_options ?? [];
  const taxonomyOptions = options('industry_classification').filter((option) =>
    (SETTINGS_TAXONOMY_IDS as readonly string[]).includes(option.value),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const body = { settings: settingsChange({ region, currency: formatting.currency, dateFormat: formatting.dateFormat, classification }) };
    const { response } = await client.PUT('/user/settings', { body }).catch(() => ({ response: undefined }));
    setBusy(false);
    if (response?.ok) {
      toast.success(accountCopy.settingsUpdated);
      onSaved();
    } else {
      toast.error(accountCopy.settingsNotUpdated);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={userSettingsCopy.title}>
      <FieldRow>
        <SelectField
          label={userSettingsCopy.region}
          name="country_region"
          options={options('country_region')}
          value={region}
          onChange={(event) => setRegion(event.target.value)}
        />
        <SelectField
          label={userSettingsCopy.classification}
          name="industry_classification"
          options={taxonomyOptions}
          value={classification ?? ''}
          onChange={(event) => setClassification(event.target.value)}
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label={userSettingsCopy.currency}
          name="currency"
          options={options('currency')}
          placeholder={userSettingsCopy.choose}
          value={formatting.currency ?? ''}
          disabled={!formatting.userChooses}
          hint={formatting.userChooses ? undefined : userSettingsCopy.fromCountry}
          onChange={(event) => setChosen((current) => ({ ...current, currency: event.target.value || null }))}
        />
        <SelectField
          label={userSettingsCopy.dateFormat}
          name="date_format"
          options={options('date_format')}
          placeholder={userSettingsCopy.choose}
          value={formatting.dateFormat ?? ''}
          disabled={!formatting.userChooses}
          hint={formatting.userChooses ? undefined : userSettingsCopy.fromCountry}
          onChange={(event) => setChosen((current) => ({ ...current, dateFormat: event.target.value || null }))}
        />
      </FieldRow>
      <Preview aria-live="polite">
        {userSettingsCopy.preview(currencySymbol(formatting.currency), formatDate(new Date(2026, 0, 31), formatting.dateFormat, region))}
      </Preview>
      <Actions>
        <Button type="submit" busy={busy}>
          {busy ? userSettingsCopy.saving : userSettingsCopy.save}
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * The settings page's form: country/region (which sets currency and date format from its defaults;
 * Others chooses both), currency, date format and industry classification (taxonomies 4, 8, 12).
 */
export function UserSettings() {
  const settings = useUserSettings();
  // The header and dashboard read the country from /user: refreshed after a save.
  const user = useUser();
  useFailureToast(settings.error, userSettingsCopy.loadFailed);

  let body;
  if (settings.error) {
    // The toast names the failure; the page keeps a retry.
    body = (
      <EmptyState message={dashboardCopy.noData}>
        <Button variant="secondary" onClick={() => void settings.mutate()}>
          {userSettingsCopy.retry}
        </Button>
      </EmptyState>
    );
  } else if (!settings.data) {
    body = <Spinner label="Loading the settings" showLabel />;
  } else {
    body = <SettingsForm settings={settings.data.data} onSaved={() => void Promise.all([settings.mutate(), user.mutate()])} />;
  }
  return (
    <Card aria-labelledby="user-settings-title" aria-busy={!settings.data && !settings.error ? 'true' : undefined}>
      <CardHeader>
        <CardTitle id="user-settings-title">{userSettingsCopy.title}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
