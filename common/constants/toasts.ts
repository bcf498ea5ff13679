/** Toast levels and how long each stays on screen. */
export const TOAST_DURATION_MS = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
} as const;

export type ToastType = keyof typeof TOAST_DURATION_MS;

export interface Toast {
  id: string;
  toastType: ToastType;
  text: string;
  duration: number;
  noDuplicate?: boolean;
}
