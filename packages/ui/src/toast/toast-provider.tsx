import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode, type SyntheticEvent } from 'react';
import { DEFAULT_TOAST_DURATION, ToastContext, type Toast } from './use-toast.ts';

interface ToastState extends Required<Toast> {
  key: number;
  open: boolean;
}

/** The toast area: one toast at a time, top right, hidden after 3000 ms by default. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);

  const show = useCallback((next: Toast) => {
    setToast({
      key: Date.now(),
      open: true,
      message: next.message,
      type: next.type ?? 'info',
      duration: next.duration ?? DEFAULT_TOAST_DURATION,
    });
  }, []);

  const close = (_event?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setToast((current) => (current ? { ...current, open: false } : current));
  };

  return (
    <ToastContext value={show}>
      {children}
      {toast && (
        <Snackbar
          key={toast.key}
          open={toast.open}
          autoHideDuration={toast.duration}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Alert onClose={close} severity={toast.type} variant="filled" sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
}
