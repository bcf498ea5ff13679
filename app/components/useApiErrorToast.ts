import { useCallback } from 'react';
import { ApiError, isAbortError } from '../api/client';
import { addDangerToast } from '../store/messageToasts';
import { useAppDispatch } from '../store/store';

/** A function that shows any failure as a danger toast with its normalised message (aborts: none). */
export function useApiErrorToast(): (error: unknown) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (error: unknown) => {
      // The caller aborted the call itself: there is nothing to tell.
      if (isAbortError(error)) return;
      const text = error instanceof ApiError ? error.message : 'Sorry, an unknown error occurred.';
      dispatch(addDangerToast(text, true));
    },
    [dispatch],
  );
}
