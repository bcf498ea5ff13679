import { describe, expect, it } from 'vitest';
import {
  addDangerToast,
  addSuccessToast,
  addToast,
  messageToastsReducer,
  removeToast,
} from './messageToasts';

describe('messageToasts', () => {
  it('puts a new toast first, with the duration of its type', () => {
    let state = messageToastsReducer([], addSuccessToast('saved'));
    state = messageToastsReducer(state, addDangerToast('broken'));
    expect(state.map((t) => [t.text, t.duration])).toEqual([
      ['broken', 8000],
      ['saved', 4000],
    ]);
  });

  it('skips a noDuplicate toast whose text is already shown, and removes by id', () => {
    let state = messageToastsReducer([], addToast({ text: 'same', toastType: 'warning' }));
    state = messageToastsReducer(
      state,
      addToast({ text: 'same', toastType: 'warning', noDuplicate: true }),
    );
    expect(state).toHaveLength(1);
    state = messageToastsReducer(state, addToast({ text: 'same', toastType: 'info' }));
    expect(state).toHaveLength(2);
    state = messageToastsReducer(state, removeToast(state[0]?.id ?? ''));
    expect(state.map((t) => t.toastType)).toEqual(['warning']);
  });
});
