/**
 * One value per metadata store, made on first use. Keyed by the store object, so repositories on
 * one store share it and tests with several stores in one process stay apart.
 */
export function perStore<T>(create: () => T): (store: object) => T {
  const byStore = new WeakMap<object, T>();
  return (store) => {
    let value = byStore.get(store);
    if (value === undefined) {
      value = create();
      byStore.set(store, value);
    }
    return value;
  };
}
