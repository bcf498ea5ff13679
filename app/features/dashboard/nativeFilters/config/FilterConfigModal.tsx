import { useEffect, useMemo, useState } from 'react';
import { Modal } from '@app/components/ui/Modal';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import type { NativeFilterItem } from '@common/dashboard/dashboardMetadata';
import { maskApplied, masksCleared } from '../../state/dataMaskSlice';
import { useDashboardDispatch, useDashboardStore } from '../../state/dashboardStore';
import { nativeFiltersOf } from '../filterBarRules';
import {
  finaliseRemovals,
  markRemoved,
  restoreRemoved,
  type PendingRemovals,
} from '../filterRemoval';
import { initialDataMasks } from '../initialDataMasks';
import { saveMetadataChange } from '../saveMetadata';
import { useFilterBarModel } from '../useFilterBarModel';
import {
  firstItemWithError,
  normaliseFilterConfig,
  validateFilterConfig,
} from '../validateFilterConfig';
import { DividerConfigForm } from './DividerConfigForm';
import { FilterConfigForm } from './FilterConfigForm';
import { FilterConfigList } from './FilterConfigList';
import { newDivider, newNativeFilter } from './newFilterItem';
import { useDatasetChoices } from './useDatasetChoices';

/** How often pending removals are checked for their closed undo window. */
const REMOVAL_TICK_MS = 500;

export const FILTERS_SAVED_MESSAGE = 'Filters were saved';

/** Filters whose saved default or target changed: their values restart from the default. */
function changedFilterIds(before: NativeFilterItem[], after: NativeFilterItem[]): string[] {
  const old = new Map(nativeFiltersOf(before).map((f) => [f.id, f]));
  return nativeFiltersOf(after)
    .filter((f) => {
      const was = old.get(f.id);
      const key = (x: typeof f) =>
        JSON.stringify([x.filterType, x.targets, x.defaultDataMask, x.controlValues]);
      return !was || key(was) !== key(f);
    })
    .map((f) => f.id);
}

/**
 * "Add and edit filters": the filters and dividers on the left, the selected one's form on
 * the right. Removing leaves a 5-second "Restore filter". Save validates (jumping to the first
 * filter with an error) and writes json_metadata alone; a stale ETag keeps the modal open.
 */
export function FilterConfigModal({ onClose }: { onClose: () => void }) {
  const model = useFilterBarModel();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const [items, setItems] = useState<NativeFilterItem[]>(() => model.items);
  const datasets = useDatasetChoices(
    nativeFiltersOf(items).flatMap((f) => f.targets.flatMap((t) => t.datasetId ?? [])),
  );
  const [selectedId, setSelectedId] = useState<string | null>(() => model.items[0]?.id ?? null);
  const [pending, setPending] = useState<PendingRemovals>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (Object.keys(pending).length === 0) return;
    const timer = setInterval(() => {
      const done = finaliseRemovals(items, pending, Date.now());
      if (done.items !== items) {
        setItems(done.items);
        setPending(done.pending);
      }
    }, REMOVAL_TICK_MS);
    return () => clearInterval(timer);
  }, [items, pending]);

  const live = useMemo(
    () => items.filter((item) => pending[item.id] === undefined),
    [items, pending],
  );
  const errors = useMemo(() => (submitted ? validateFilterConfig(live) : {}), [submitted, live]);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const replace = (next: NativeFilterItem) =>
    setItems((all) => all.map((item) => (item.id === next.id ? next : item)));
  const add = (item: NativeFilterItem) => {
    setItems((all) => [...all, item]);
    setSelectedId(item.id);
  };

  const save = async () => {
    const kept = finaliseRemovals(items, pending, Date.now(), true).items;
    const found = validateFilterConfig(kept);
    const first = firstItemWithError(kept, found);
    if (first) {
      setSubmitted(true);
      setSelectedId(first);
      return;
    }
    const config = normaliseFilterConfig(kept, model.layout, model.allChartIds);
    setSaving(true);
    try {
      await saveMetadataChange(store, (m) => ({ ...m, native_filter_configuration: config }));
    } catch (error) {
      appDispatch(addDangerToast(error instanceof Error ? error.message : String(error)));
      setSaving(false);
      return;
    }
    const keptIds = new Set(config.map((item) => item.id));
    dispatch(masksCleared(model.items.map((item) => item.id).filter((id) => !keptIds.has(id))));
    const defaults = initialDataMasks({ native_filter_configuration: config });
    for (const id of changedFilterIds(model.items, config)) {
      const mask = defaults[id];
      if (mask) dispatch(maskApplied(mask));
    }
    appDispatch(addSuccessToast(FILTERS_SAVED_MESSAGE));
    onClose();
  };

  return (
    <Modal
      title="Add and edit filters"
      open
      onClose={onClose}
      onOk={() => void save()}
      okText="Save"
      okDisabled={saving}
    >
      <div className="nf-config" data-test="filter-config-modal">
        <FilterConfigList
          items={items}
          selectedId={selectedId}
          removed={new Set(Object.keys(pending))}
          errors={errors}
          onSelect={setSelectedId}
          onAddFilter={() => add(newNativeFilter())}
          onAddDivider={() => add(newDivider())}
          onRemove={(id) => setPending((p) => markRemoved(p, id, Date.now()))}
          onRestore={(id) => setPending((p) => restoreRemoved(p, id, Date.now()))}
        />
        <div className="nf-config-form">
          {!selected && <p className="nf-hint">Add a filter or a divider to start.</p>}
          {selected && pending[selected.id] !== undefined && (
            <p className="nf-hint">
              This filter was removed. Restore it within a few seconds to keep it.
            </p>
          )}
          {selected?.type === 'NATIVE_FILTER' && pending[selected.id] === undefined && (
            <FilterConfigForm
              key={selected.id}
              filter={selected}
              items={live}
              errors={errors[selected.id] ?? {}}
              datasets={datasets.options}
              datasetsLoading={datasets.loading}
              onDatasetSearch={datasets.search}
              layout={model.layout}
              chartNames={model.chartNames}
              allChartIds={model.allChartIds}
              onChange={replace}
            />
          )}
          {selected?.type === 'DIVIDER' && pending[selected.id] === undefined && (
            <DividerConfigForm
              key={selected.id}
              divider={selected}
              errors={errors[selected.id] ?? {}}
              onChange={replace}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
