import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS, type Toast, type ToastType } from '@common/constants/toasts';

let counter = 0;

/** A toast's fields before it gets an id and duration. */
export interface ToastRequest {
  text: string;
  toastType: ToastType;
  noDuplicate?: boolean;
}

const slice = createSlice({
  name: 'messageToasts',
  initialState: [] as Toast[],
  reducers: {
    addToast: {
      // A new toast goes first; with noDuplicate it is skipped when the same text is shown.
      reducer(state, action: PayloadAction<Toast>) {
        if (action.payload.noDuplicate && state.some((toast) => toast.text === action.payload.text))
          return state;
        return [action.payload, ...state];
      },
      prepare(request: ToastRequest) {
        counter += 1;
        return {
          payload: {
            id: `toast-${Date.now().toString(36)}-${counter}`,
            duration: TOAST_DURATION_MS[request.toastType],
            ...request,
          },
        };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { addToast, removeToast } = slice.actions;
export const messageToastsReducer = slice.reducer;

/** A success toast. */
export const addSuccessToast = (text: string, noDuplicate = false) =>
  addToast({ text, toastType: 'success', noDuplicate });
/** An info toast. */
export const addInfoToast = (text: string, noDuplicate = false) =>
  addToast({ text, toastType: 'info', noDuplicate });
/** A warning toast. */
export const addWarningToast = (text: string, noDuplicate = false) =>
  addToast({ text, toastType: 'warning', noDuplicate });
/** A danger toast, for errors. */
export const addDangerToast = (text: string, noDuplicate = false) =>
  addToast({ text, toastType: 'danger', noDuplicate });
