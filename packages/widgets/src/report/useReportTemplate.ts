import { useReportCustomization, useReportCustomizationMutations, type ReportCustomization } from '@riskatlas/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../primitives/Toast';
import {
  REPORT_SAVE_DEBOUNCE_MS,
  reportCustomizationCopy,
  type SectionContent,
  serializeSections,
  shouldSaveName,
} from '@riskatlas/domain';

export interface ReportTemplateOptions {
  industryId: number;
  reportType: ReportCustomization['report_type'];
  /** The saved customisation to load (`?tmpl=`); without one, the first save starts a new template. */
  templateId?: number | null;
  /** Called with the template id the first save created, so the page can link to it. */
  onTemplateCreated?: (templateId: number) => void;
}

export interface ReportTemplate {
  /** The saved customisation, once loaded or saved. */
  customization: ReportCustomization | undefined;
  /** True while the given template loads: dragging and editing wait for it. */
  loading: boolean;
  /** The load failed (e.g. another user's template id). */
  error: Error | undefined;
  /** Pristine until the customisation is loaded or saved (docs/product/reports.md#pristine-customisation). */
  pristine: boolean;
  saving: boolean;
  /** Saves these sections (other saved sections stay) and shows "Saved" or the error's message. */
  saveSections: (sections: Partial<SectionContent>) => Promise<boolean>;
  /** The insured business name as typed; saved 500 ms after typing stops, only when not pristine. */
  name: string;
  setName: (name: string) => void;
}

/**
 * Loads and saves one report customisation for the tailored and underwriter builders. Saves run one
 * after another, so the first creates the template and every later one writes to it.
 */
export function useReportTemplate({ industryId, reportType, templateId = null, onTemplateCreated }: ReportTemplateOptions): ReportTemplate {
  const [createdId, setCreatedId] = useState<number | null>(null);
  const id = templateId ?? createdId;
  const query = useReportCustomization(id, { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  const mutations = useReportCustomizationMutations();
  const toast = useToast();
  const [saving, setSaving] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const idRef = useRef(id);
  const customization = query.data;
  const pristine = customization === undefined;
  const [typedName, setTypedName] = useState<string | null>(null);
  const name = typedName ?? customization?.name ?? '';
  const nameRef = useRef(name);
  const createdRef = useRef(onTemplateCreated);
  useEffect(() => {
    idRef.current = id;
    nameRef.current = name;
    createdRef.current = onTemplateCreated;
  });

  const write = useCallback(
    (sections: Partial<SectionContent>) => {
      const customizations = serializeSections(sections);
      const run = async () => {
        setSaving((count) => count + 1);
        try {
          const current = idRef.current;
          if (current === null) {
            const created = await mutations.create({ industryId, name: nameRef.current, report_type: reportType, customizations });
            idRef.current = created.id;
            setCreatedId(created.id);
            createdRef.current?.(created.id);
          } else {
            await mutations.save({ id: current, industryId, name: nameRef.current, customizations });
          }
          toast.success(reportCustomizationCopy.saved);
          return true;
        } catch (error) {
          toast.error(error instanceof Error ? error.message : String(error));
          return false;
        } finally {
          setSaving((count) => count - 1);
        }
      };
      const next = queue.current.then(run);
      queue.current = next;
      return next;
    },
    [industryId, reportType, mutations, toast],
  );

  // The name waits for a pause in typing, and is saved only into a customisation that is not pristine.
  useEffect(() => {
    if (typedName === null || !shouldSaveName(pristine, typedName, customization?.name ?? '')) return;
    const timer = setTimeout(() => void write({}), REPORT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typedName, pristine, customization?.name, write]);

  return {
    customization,
    loading: id !== null && query.isLoading,
    error: query.error,
    pristine,
    saving: saving > 0,
    saveSections: write,
    name,
    setName: setTypedName,
  };
}

/** Calls `save` with the latest value once `delay` ms pass without a new one; pending calls run on unmount. */
export function useDebouncedSave<T>(save: (value: T) => void, delay = REPORT_SAVE_DEBOUNCE_MS) {
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(
    () => () => {
      // Closing the dialog must not lose the last keystrokes.
      if (pending.current) {
        clearTimeout(pending.current.timer);
        saveRef.current(pending.current.value);
      }
    },
    [],
  );
  return useCallback(
    (value: T) => {
      if (pending.current) clearTimeout(pending.current.timer);
      const timer = setTimeout(() => {
        pending.current = null;
        saveRef.current(value);
      }, delay);
      pending.current = { value, timer };
    },
    [delay],
  );
}
