import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PlainPortal } from '../PortalContainer/PortalContainer';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Stack } from '../Stack';
import { DismissButton, Item, Message, Region } from './Toast.styles';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds before the toast closes itself; `null` keeps it until dismissed. Default: the provider's duration for its kind. */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: { kind: ToastKind; message: string } & ToastOptions): string;
  /** Shows a success toast (announced politely) and returns its id. */
  success(message: string, options?: ToastOptions): string;
  /** Shows an error toast (announced at once) and returns its id. */
  error(message: string, options?: ToastOptions): string;
  /** Shows an information toast (announced politely) and returns its id. */
  info(message: string, options?: ToastOptions): string;
  /** Closes a toast by id. */
  dismiss(id: string): void;
}

interface ToastEntry {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number | null;
}

const ToastContext = createContext<ToastApi | null>(null);
const ToastRegionContext = createContext<HTMLElement | null>(null);

/** The toast region element, so a modal can keep it outside its focus trap's `aria-hidden`. */
export function useToastRegion(): HTMLElement | null {
  return useContext(ToastRegionContext);
}

/** Shows toasts; must be used under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

export interface ToastProviderProps {
  /** The tree that raises toasts with `useToast()`. Default: none. */
  children?: ReactNode;
  /** Milliseconds before success and info toasts close. Default `5000`. */
  duration?: number;
  /** Milliseconds before error toasts close; `null` keeps them until dismissed. Default `8000`. */
  errorDuration?: number | null;
  /** Most toasts shown at once; older ones are dropped first. Default `5`. */
  max?: number;
  /** Accessible name of the toast region. Default `'Notifications'`. */
  label?: string;
  /** Accessible name of each toast's close button. Default `'Dismiss notification'`. */
  dismissLabel?: string;
}

const kindLabels = { success: 'Success', error: 'Error', info: 'Information' } as const satisfies Record<ToastKind, string>;

function ToastItem({
  toast,
  paused,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  paused: boolean;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}) {
  useEffect(() => {
    if (paused || toast.duration === null) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, toast.id, onDismiss]);

  return (
    <Item data-kind={toast.kind}>
      <Message>
        <VisuallyHidden>{kindLabels[toast.kind]}: </VisuallyHidden>
        {toast.message}
      </Message>
      <DismissButton type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </DismissButton>
    </Item>
  );
}

/**
 * Holds the toasts and renders their region into the portal container from context (place it
 * inside `PortalContainerProvider`). The live regions exist before any toast arrives, so screen
 * readers announce each new toast: errors at once (`role="alert"`), others politely
 * (`role="status"`). Timers pause while the pointer or focus is on a toast.
 */
export function ToastProvider({
  children,
  duration = 5000,
  errorDuration = 8000,
  max = 5,
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const nextId = useRef(0);

  // What is on screen, kept beside the state so `show` reads it without re-creating the api per toast.
  const shown = useRef<ToastEntry[]>([]);

  const dismiss = useCallback((id: string) => {
    shown.current = shown.current.filter((toast) => toast.id !== id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = ({ kind, message, duration: ownDuration }) => {
      // Two parts of a page that fail on the same load (the shell's start-up check and the page's own
      // card) say it once: a toast already showing the same words is kept rather than stacked.
      const same = shown.current.find((toast) => toast.kind === kind && toast.message === message);
      if (same) return same.id;
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const defaultDuration = kind === 'error' ? errorDuration : duration;
      const entry: ToastEntry = { id, kind, message, duration: ownDuration === undefined ? defaultDuration : ownDuration };
      shown.current = [...shown.current, entry].slice(-max);
      setToasts((current) => [...current, entry].slice(-max));
      return id;
    };
    return {
      show,
      success: (message, options) => show({ kind: 'success', message, ...options }),
      error: (message, options) => show({ kind: 'error', message, ...options }),
      info: (message, options) => show({ kind: 'info', message, ...options }),
      dismiss,
    };
  }, [dismiss, duration, errorDuration, max]);

  const paused = hovered || focused;
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const others = toasts.filter((toast) => toast.kind !== 'error');

  return (
    <ToastContext.Provider value={api}>
      <ToastRegionContext.Provider value={region}>
        {children}
        <PlainPortal>
          <Region
            ref={setRegion}
            aria-label={label}
            data-riskatlas-toasts=""
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
            }}
          >
            <Stack gap="xs" role="alert" aria-live="assertive" aria-atomic="false" aria-relevant="additions text">
              {errors.map((toast) => (
                <ToastItem key={toast.id} toast={toast} paused={paused} dismissLabel={dismissLabel} onDismiss={dismiss} />
              ))}
            </Stack>
            <Stack gap="xs" role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions text">
              {others.map((toast) => (
                <ToastItem key={toast.id} toast={toast} paused={paused} dismissLabel={dismissLabel} onDismiss={dismiss} />
              ))}
            </Stack>
          </Region>
        </PlainPortal>
      </ToastRegionContext.Provider>
    </ToastContext.Provider>
  );
}
