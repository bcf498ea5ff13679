/**
 * The datasets the filter form offers: the first page by name at once (as Superset's select
 * starts), the datasets the filters already target, and whatever the server finds for what is
 * typed — so a dataset beyond the first hundred can still be chosen, and a saved target always
 * shows its name.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getDataset, listDatasets } from '@app/api/datasets';
import type { DatasetListFilter, DatasetListResponse } from '@common/api/datasets';

export interface DatasetChoice {
  value: number;
  label: string;
}

/** Pause after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;
const PAGE_SIZE = 100;

const ask = (filters: DatasetListFilter[]) =>
  listDatasets({
    filters,
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: PAGE_SIZE,
  });

const choiceOf = (d: { id: number; schema?: string | null; table_name: string }) => ({
  value: d.id,
  label: d.schema ? `${d.schema}.${d.table_name}` : d.table_name,
});

const choicesOf = (answer: DatasetListResponse): DatasetChoice[] => answer.result.map(choiceOf);

/** The choices (see the file comment) and `search`, for what the user types. */
export function useDatasetChoices(targetIds: number[]): {
  options: DatasetChoice[];
  loading: boolean;
  search: (text: string) => void;
} {
  const [known, setKnown] = useState<ReadonlyMap<number, DatasetChoice>>(new Map());
  const [loading, setLoading] = useState(true);
  const live = useRef(true);
  const asked = useRef(new Set<number>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const add = useCallback((choices: DatasetChoice[]) => {
    if (!live.current || choices.length === 0) return;
    setKnown((before) => {
      const next = new Map(before);
      for (const choice of choices) next.set(choice.value, choice);
      return next;
    });
  }, []);

  useEffect(() => {
    live.current = true;
    ask([])
      .then((answer) => add(choicesOf(answer)))
      .catch(() => undefined)
      .finally(() => live.current && setLoading(false));
    return () => {
      live.current = false;
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [add]);

  // A target outside the first page: asked for by id, once (a deleted one stays unnamed).
  const missing = targetIds.filter((id) => !known.has(id) && !asked.current.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (loading || !missingKey) return;
    for (const id of missingKey.split(',').map(Number)) {
      asked.current.add(id);
      getDataset(id)
        .then((dataset) => add([choiceOf(dataset)]))
        .catch(() => undefined);
    }
  }, [loading, missingKey, add]);

  const search = useCallback(
    (text: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      const needle = text.trim();
      if (!needle) return;
      timer.current = setTimeout(() => {
        ask([{ col: 'table_name', opr: 'ct', value: needle }])
          .then((answer) => add(choicesOf(answer)))
          .catch(() => undefined);
      }, SEARCH_DELAY_MS);
    },
    [add],
  );

  const options = useMemo(
    () => [...known.values()].sort((a, b) => a.label.localeCompare(b.label)),
    [known],
  );
  return { options, loading, search };
}
