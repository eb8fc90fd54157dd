export { ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastKind, ToastOptions, ToastProviderProps } from './Toast';
export { useFailureToast } from './useFailureToast';
