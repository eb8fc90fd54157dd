import { useEffect } from 'react';
import { useToast } from './Toast';

/**
 * Shows `message` as an error toast each time a load fails (a new `error`), and nothing while `error`
 * is empty. A retry that fails again toasts again; the provider keeps one copy of a toast still showing.
 */
export function useFailureToast(error: unknown, message: string): void {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(message);
  }, [error, message, toast]);
}
