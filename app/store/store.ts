import { configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { messageToastsReducer } from './messageToasts';
import { userReducer } from './user';

/** The single client store, assembled from small slices. */
export function createStore() {
  return configureStore({
    reducer: { user: userReducer, messageToasts: messageToastsReducer },
    devTools: false,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Typed dispatch. */
export const useAppDispatch: () => AppDispatch = useDispatch;
/** Typed selector. */
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
