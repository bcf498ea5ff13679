import {
  combineReducers,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { messageToastsReducer } from './messageToasts';
import { userReducer } from './user';

// What every page needs; a page with state of its own (SQL Lab) adds it when its code loads
// (addPageState), so that no other page downloads that page's reducers.
const BASE_REDUCERS = { user: userReducer, messageToasts: messageToastsReducer };
const baseReducer = combineReducers(BASE_REDUCERS);

const pageReducers: Record<string, Reducer> = {};
const pageMiddleware: Middleware[] = [];
const liveStores = new Set<{
  replaceReducer: (reducer: typeof baseReducer) => void;
  dynamic: ReturnType<typeof createDynamicMiddleware>;
}>();

/** The root reducer with every page state added so far. */
function rootReducer(): typeof baseReducer {
  // The added keys are typed by their pages (e.g. SqlLabRootState), not by the app's root state.
  return combineReducers({ ...BASE_REDUCERS, ...pageReducers }) as unknown as typeof baseReducer;
}

/** The single client store, assembled from small slices. */
export function createStore() {
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer(),
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
    devTools: false,
  });
  if (pageMiddleware.length > 0) dynamic.addMiddleware(...pageMiddleware);
  liveStores.add({ replaceReducer: (reducer) => store.replaceReducer(reducer), dynamic });
  return store;
}

/**
 * Adds a page's state (its reducer under `key`, and its middleware) to every store, once; called
 * by the page's state module as it loads, before any of its components reads the state.
 */
export function addPageState(key: string, reducer: Reducer, middleware?: Middleware): void {
  if (key in pageReducers) return;
  pageReducers[key] = reducer;
  if (middleware) pageMiddleware.push(middleware);
  for (const { replaceReducer, dynamic } of liveStores) {
    replaceReducer(rootReducer());
    if (middleware) dynamic.addMiddleware(middleware);
  }
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Typed dispatch. */
export const useAppDispatch: () => AppDispatch = useDispatch;
/** Typed selector. */
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
