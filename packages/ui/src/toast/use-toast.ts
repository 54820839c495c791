import { createContext, useContext } from 'react';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  message: string;
  type?: ToastType;
  /** Milliseconds before the toast hides itself; 3000 by default. */
  duration?: number;
}

export const DEFAULT_TOAST_DURATION = 3000;

export const ToastContext = createContext<((toast: Toast) => void) | null>(null);

/** Shows a short notification in the top-right corner; needs a `<ToastProvider>` above. */
export function useToast(): (toast: Toast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
