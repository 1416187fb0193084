// Short messages in the top area: auto-close, then a 300 ms exit.
import { proxy, useSnapshot } from 'valtio';
import { useEffect } from 'react';
import { texts } from '../i18n/fr';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'neutral' | 'error' | 'info';
interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  /** null: until the player closes it. */
  durationMs: number | null;
  leaving: boolean;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;

const toasts = proxy<{ list: Toast[] }>({ list: [] });
let nextId = 1;

export function showToast(text: string, tone: ToastTone = 'info', durationMs: number | null = TOAST_DURATION_MS): number {
  const id = nextId++;
  toasts.list.push({ id, text, tone, durationMs, leaving: false });
  return id;
}

export function dismissToast(id: number) {
  const toast = toasts.list.find((t) => t.id === id);
  if (!toast || toast.leaving) return;
  toast.leaving = true;
  setTimeout(() => {
    toasts.list = toasts.list.filter((t) => t.id !== id);
  }, TOAST_EXIT_MS);
}

export function Toaster() {
  const { list } = useSnapshot(toasts);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Readonly<Toast> }) {
  useEffect(() => {
    if (toast.durationMs === null) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return (
    <div className={`${styles.toast} ${styles[toast.tone]} ${toast.leaving ? styles.leaving : ''}`}>
      <span>{toast.text}</span>
      <button type="button" aria-label={texts.notifications.close} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </div>
  );
}
