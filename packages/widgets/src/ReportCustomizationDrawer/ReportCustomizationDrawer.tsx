import { useApiClient, useReportThemes, type Schema } from '@riskatlas/api-client';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { FormField } from '../primitives/FormField';
import { useMediaQuery } from '../primitives/shared/useMediaQuery';
import { useToast } from '../primitives/Toast';
import { REPORT_DRAWER_OPEN_MIN_WIDTH, REPORT_DRAWER_WIDTH } from '../rules/report-document';
import {
  reportSectionCopy,
  setSectionChecked,
  setSectionChildChecked,
  type ReportAppTheme,
  type ReportSection,
  type ReportSectionKey,
} from '@riskatlas/domain';
import { ExternalLink, Group, Hint, Root, SectionList, SectionRow, Select, Toolbar } from './ReportCustomizationDrawer.styles';

export type ReportThemeOption = Schema<'ReportTheme'>;

/** Where the paid custom theme is sold (deployment content). */
export const CUSTOM_THEME_URL = 'https://www.riskatlas.example/custom-theme';

export const reportDrawerCopy = {
  title: 'Customise report',
  theme: 'Theme',
  customTheme: 'Custom theme $499',
  insuredBusinessName: 'Insured business name',
  contents: 'Contents',
  edit: 'Edit',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit Fullscreen',
  show: 'Show options',
  hide: 'Hide options',
  saved: 'Saved',
  saveFailed: 'The theme could not be saved.',
} as const;

export interface ReportCustomizationDrawerProps extends Omit<ComponentPropsWithRef<'aside'>, 'children'> {
  /** The sections and their check state. Required. */
  sections: readonly ReportSection[];
  /** Receives the sections after a check box changes (the check rules already applied). Required. */
  onSectionsChange: (sections: ReportSection[]) => void;
  /** The chosen theme's id. Default: none (the first theme shows selected). */
  themeId?: number | null;
  /** Called with the newly chosen theme once it is saved to the `report_theme` setting. Default: none. */
  onThemeChange?: (theme: ReportThemeOption) => void;
  /** The app theme: in the NatCat theme the paid custom theme is not offered. Default `'default'`. */
  appTheme?: ReportAppTheme;
  /** The cover's name; the field shows only with a change handler. Default: none. */
  insuredBusinessName?: string;
  /** Called with the edited cover name; without it the field is hidden. Default: none. */
  onInsuredBusinessNameChange?: (name: string) => void;
  /** An "Edit" link per section, for the sections the page can edit. Default: none. */
  onEditSection?: (key: ReportSectionKey) => void;
  /** Which sections have an edit link. Default: every section when `onEditSection` is given. */
  editableSections?: readonly ReportSectionKey[];
  /** Fullscreen state and toggle; the button shows only with the toggle. Default: none. */
  fullscreen?: boolean;
  /** Called when the fullscreen button is pressed; without it the button is hidden. Default: none. */
  onToggleFullscreen?: () => void;
  /** Open state (controlled). Default: uncontrolled, open at first only above 768 px. */
  open?: boolean;
  /** Called with the new open state when the drawer is shown or hidden. Default: none. */
  onOpenChange?: (open: boolean) => void;
  /** Extra actions under the toolbar, e.g. Download. Default: none. */
  actions?: ReactNode;
}

/**
 * The report customisation drawer (docs/product/reports.md#customisation-drawer): theme selector (saved to the `report_theme`
 * setting, then "Saved"), the paid custom theme link, the section list with check boxes and child
 * items under the check rules, per-section edit links and the fullscreen toggle. 300 px wide; starts
 * open only above 768 px. Rest props go to the root `<aside>`.
 */
export function ReportCustomizationDrawer({
  sections,
  onSectionsChange,
  themeId = null,
  onThemeChange,
  appTheme = 'default',
  insuredBusinessName,
  onInsuredBusinessNameChange,
  onEditSection,
  editableSections,
  fullscreen = false,
  onToggleFullscreen,
  open: openProp,
  onOpenChange,
  actions,
  ...rest
}: ReportCustomizationDrawerProps) {
  const wide = useMediaQuery(`(min-width: ${String(REPORT_DRAWER_OPEN_MIN_WIDTH + 1)}px)`);
  const [ownOpen, setOwnOpen] = useState<boolean | null>(null);
  const open = openProp ?? ownOpen ?? wide;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const client = useApiClient();
  const toast = useToast();
  const themes = useReportThemes(undefined, { shouldRetryOnError: false });
  const [saving, setSaving] = useState(false);
  const panelId = useId();
  const themeFieldId = useId();

  const chooseTheme = async (id: number) => {
    const theme = themes.data?.data.find((candidate) => candidate.id === id);
    if (!theme) return;
    setSaving(true);
    const result = await client
      .PUT('/user/settings', { body: { settings: [{ key: 'report_theme', value: String(id) }] } })
      .catch((error: unknown) => ({ error, response: undefined }));
    setSaving(false);
    if (result.response?.ok) {
      toast.success(reportDrawerCopy.saved);
      onThemeChange?.(theme);
    } else {
      const message = (result.error as { message?: unknown } | undefined)?.message;
      toast.error(typeof message === 'string' && message ? message : reportDrawerCopy.saveFailed);
    }
  };

  const editable = (key: ReportSectionKey) => onEditSection && (editableSections ? editableSections.includes(key) : true);

  return (
    <Root aria-label={reportDrawerCopy.title} $width={REPORT_DRAWER_WIDTH} $open={open} {...rest}>
      <Toolbar>
        <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? reportDrawerCopy.hide : reportDrawerCopy.show}
        </Button>
        {onToggleFullscreen ? (
          <Button variant="secondary" aria-pressed={fullscreen} onClick={onToggleFullscreen}>
            {fullscreen ? reportDrawerCopy.exitFullscreen : reportDrawerCopy.fullscreen}
          </Button>
        ) : null}
      </Toolbar>
      {actions}
      <div id={panelId} hidden={!open}>
        <Group as="div">
          <label htmlFor={themeFieldId}>{reportDrawerCopy.theme}</label>
          <Select
            id={themeFieldId}
            value={themeId ?? themes.data?.data[0]?.id ?? ''}
            disabled={saving || !themes.data}
            onChange={(event) => void chooseTheme(Number(event.target.value))}
          >
            {(themes.data?.data ?? []).map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.label}
              </option>
            ))}
          </Select>
          {appTheme === 'natcat' ? null : (
            <ExternalLink href={CUSTOM_THEME_URL} target="_blank" rel="noopener noreferrer">
              {reportDrawerCopy.customTheme}
            </ExternalLink>
          )}
        </Group>
        {onInsuredBusinessNameChange ? (
          <FormField
            label={reportDrawerCopy.insuredBusinessName}
            value={insuredBusinessName ?? ''}
            onChange={(event) => onInsuredBusinessNameChange(event.target.value)}
          />
        ) : null}
        <Group>
          <legend>{reportDrawerCopy.contents}</legend>
          <SectionList>
            {sections.map((section) => (
              <li key={section.key}>
                <SectionRow>
                  <label>
                    <input
                      type="checkbox"
                      checked={section.checked}
                      disabled={section.required || section.disabled}
                      aria-describedby={section.disabled ? `${panelId}-${section.key}-hint` : undefined}
                      onChange={(event) => onSectionsChange(setSectionChecked(sections, section.key, event.target.checked))}
                    />
                    {section.title}
                  </label>
                  {editable(section.key) ? (
                    <Button
                      variant="link"
                      aria-label={`${reportDrawerCopy.edit}: ${section.title}`}
                      onClick={() => onEditSection?.(section.key)}
                    >
                      {reportDrawerCopy.edit}
                    </Button>
                  ) : null}
                </SectionRow>
                {section.disabled && section.key === 'report-natural-catastrophe' ? (
                  <Hint id={`${panelId}-${section.key}-hint`}>{reportSectionCopy.natcatNeedsLocation}</Hint>
                ) : null}
                {section.children.length > 0 ? (
                  <SectionList aria-label={section.title}>
                    {section.children.map((child) => (
                      <li key={child.id}>
                        <SectionRow>
                          <label>
                            <input
                              type="checkbox"
                              checked={child.checked}
                              disabled={section.disabled}
                              onChange={(event) =>
                                onSectionsChange(setSectionChildChecked(sections, section.key, child.id, event.target.checked))
                              }
                            />
                            {child.label}
                          </label>
                        </SectionRow>
                      </li>
                    ))}
                  </SectionList>
                ) : null}
              </li>
            ))}
          </SectionList>
        </Group>
      </div>
    </Root>
  );
}
