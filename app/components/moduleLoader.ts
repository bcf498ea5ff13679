// Code-split modules held in state rather than behind React.lazy: a lazy component suspends on
// its first render even when its chunk has arrived, and React 19 then holds the reveal back
// for up to 300 ms (its Suspense fallback throttle). SQL Lab's editor-ready and first result
// would wait for that.
import { useEffect, useState } from 'react';

/** A chunk loaded at most once, readable synchronously once it has arrived. */
export interface ModuleLoader<T> {
  /** Starts loading (once); resolves with the module. */
  load(): Promise<T>;
  /** The module, if it has arrived. */
  loaded(): T | undefined;
  /** Resolves when the module arrives, whoever loads it. */
  arrived: Promise<T>;
}

/** A loader for one dynamic import. */
export function moduleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  let arrive!: (value: T) => void;
  const arrived = new Promise<T>((resolve) => (arrive = resolve));
  return {
    load: () =>
      (pending ??= importer().then((value) => {
        module = value;
        arrive(value);
        return value;
      })),
    loaded: () => module,
    arrived,
  };
}

/**
 * The module once it has arrived; loads it now unless `load` is false (then it shows up when
 * something else loads it).
 */
export function useLoadedModule<T>(loader: ModuleLoader<T>, load = true): T | undefined {
  const [module, setModule] = useState(loader.loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    void (load ? loader.load() : loader.arrived).then((value) => live && setModule(() => value));
    return () => {
      live = false;
    };
  }, [loader, module, load]);
  return module;
}
