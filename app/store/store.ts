import { configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { resultTablesMiddleware } from '../features/sqllab/state/resultTables';
import { sqlLabReducer } from '../features/sqllab/state/sqlLabReducer';
import { messageToastsReducer } from './messageToasts';
import { userReducer } from './user';

/** The single client store, assembled from small slices. */
export function createStore() {
  return configureStore({
    reducer: { user: userReducer, messageToasts: messageToastsReducer, sqlLab: sqlLabReducer },
    // Result rows stay outside the state (see resultTables.ts), so the state stays serializable.
    middleware: (getDefault) => getDefault().concat(resultTablesMiddleware),
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
