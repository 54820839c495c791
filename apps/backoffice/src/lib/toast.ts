import { useToast as useToastArea } from '@cabinet/ui/toast/use-toast';
import { useMemo } from 'react';

export interface Toaster {
  /** A green toast, e.g. "Saved successfully!". */
  success: (message: string) => void;
  /** A red toast, e.g. the server's message after a failed save. */
  error: (message: string) => void;
}

/**
 * The back-office's toasts: top right, gone after 3000 ms (the area is `ToastProvider` in
 * app/provider.tsx). Every screen says "done" or "failed" through these two calls only.
 */
export function useToast(): Toaster {
  const show = useToastArea();
  return useMemo(
    () => ({
      success: (message) => show({ message, type: 'success' }),
      error: (message) => show({ message, type: 'error' }),
    }),
    [show],
  );
}
