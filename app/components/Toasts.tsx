import { useEffect } from 'react';
import type { Toast } from '@common/constants/toasts';
import { removeToast } from '../store/messageToasts';
import { useAppDispatch, useAppSelector } from '../store/store';
import { Alert } from './ui/Alert';

const ALERT_TYPE = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(removeToast(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.duration]);
  return (
    <Alert
      role={toast.toastType === 'danger' ? 'alert' : 'status'}
      type={ALERT_TYPE[toast.toastType]}
      title={toast.text}
      className="tessera-toast"
      onClose={() => dispatch(removeToast(toast.id))}
    />
  );
}

/** Shows the store's toasts, newest first, each closing itself after its duration. */
export function Toasts() {
  const toasts = useAppSelector((state) => state.messageToasts);
  return (
    <div className="tessera-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
