import { useId } from 'react';
import { SearchSelect } from '@app/components/ui/SearchSelect';
import { Select } from '@app/components/ui/Select';
import type {
  NativeFilter,
  NativeFilterItem,
  NativeFilterType,
} from '@common/dashboard/dashboardMetadata';
import type { DashboardLayout } from '@common/dashboard/layoutTypes';
import { possibleParents } from '../cascade';
import { FilterControl } from '../controls/FilterControl';
import { TIME_RANGE_CHOICES } from '../controls/TimeFilterControl';
import { emptyMask } from '../filterDataMask';
import { useFilterDataset } from '../useFilterData';
import type { FilterFieldErrors } from '../validateFilterConfig';
import { ConfigCheckbox, ConfigField } from './ConfigField';
import { FilterScopeField } from './FilterScopeField';

/** The filter types as the form names them (Superset's labels). */
export const FILTER_TYPE_LABELS: Record<NativeFilterType, string> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timecolumn: 'Time column',
  filter_timegrain: 'Time grain',
};

export interface FilterConfigFormProps {
  filter: NativeFilter;
  items: NativeFilterItem[];
  errors: FilterFieldErrors;
  datasets: { value: number; label: string }[];
  datasetsLoading: boolean;
  /** What is typed in the dataset select (the server is asked for matches). */
  onDatasetSearch?: (text: string) => void;
  layout: DashboardLayout;
  chartNames: Record<number, string>;
  allChartIds: number[];
  onChange: (filter: NativeFilter) => void;
}

const NUMERIC = 0;

/** The targets a type starts with: time filters have no dataset, time column/grain no column. */
function targetsFor(
  type: NativeFilterType,
  datasetId: number | undefined,
): NativeFilter['targets'] {
  if (type === 'filter_time') return [{}];
  return [datasetId === undefined ? {} : { datasetId }];
}

/** The form of one native filter in the configuration modal. */
export function FilterConfigForm(props: FilterConfigFormProps) {
  const { filter, items, errors, datasets, onChange } = props;
  const ids = {
    name: useId(),
    type: useId(),
    dataset: useId(),
    column: useId(),
    value: useId(),
    description: useId(),
  };
  const type = filter.filterType;
  const datasetId = filter.targets[0]?.datasetId;
  const column = filter.targets[0]?.column?.name;
  const dataset = useFilterDataset(datasetId);
  const hasColumn = type === 'filter_select' || type === 'filter_range';
  const columns = (dataset?.data?.columns ?? []).filter(
    (c) => type !== 'filter_range' || c.type_generic === NUMERIC,
  );
  const ready =
    type === 'filter_time' || (datasetId !== undefined && (!hasColumn || Boolean(column)));
  const set = (patch: Partial<NativeFilter>) => onChange({ ...filter, ...patch });
  const setControl = (key: string, value: unknown) =>
    set({ controlValues: { ...filter.controlValues, [key]: value } });
  const sqlPreFilter =
    filter.adhoc_filters?.find((f) => f.expressionType === 'SQL')?.sqlExpression ?? '';

  return (
    <div className="nf-form">
      <div className="nf-form-row">
        <ConfigField label="Filter type" htmlFor={ids.type}>
          <Select
            id={ids.type}
            options={Object.entries(FILTER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            value={type}
            onChange={(next) => {
              const nextType = (next ?? 'filter_select') as NativeFilterType;
              set({
                filterType: nextType,
                targets: targetsFor(nextType, datasetId),
                defaultDataMask: emptyMask(),
                cascadeParentIds: nextType === 'filter_select' ? filter.cascadeParentIds : [],
              });
            }}
          />
        </ConfigField>
        <ConfigField label="Filter name" htmlFor={ids.name} error={errors.name} required>
          <input
            id={ids.name}
            className="ui-input"
            value={filter.name}
            aria-invalid={Boolean(errors.name) || undefined}
            onChange={(event) => set({ name: event.target.value })}
          />
        </ConfigField>
      </div>
      {type !== 'filter_time' && (
        <div className="nf-form-row">
          <ConfigField label="Dataset" htmlFor={ids.dataset} error={errors.dataset} required>
            <SearchSelect
              id={ids.dataset}
              aria-label="Dataset"
              options={datasets}
              value={datasetId}
              loading={props.datasetsLoading}
              onSearch={props.onDatasetSearch}
              placeholder="Select a dataset"
              onChange={(next) =>
                set({ targets: targetsFor(type, next), defaultDataMask: emptyMask() })
              }
            />
          </ConfigField>
          {hasColumn && (
            <ConfigField label="Column" htmlFor={ids.column} error={errors.column} required>
              <Select
                id={ids.column}
                aria-label="Column"
                options={columns.map((c) => ({
                  value: c.column_name,
                  label: c.verbose_name || c.column_name,
                }))}
                value={column}
                loading={dataset?.status === 'loading'}
                placeholder={datasetId === undefined ? 'Select a dataset first' : 'Select a column'}
                onChange={(next) =>
                  set({
                    targets: [{ datasetId, ...(next ? { column: { name: next } } : {}) }],
                    defaultDataMask: emptyMask(),
                  })
                }
              />
            </ConfigField>
          )}
        </div>
      )}
      {type === 'filter_select' && (
        <ConfigField label="Parent filters" error={errors.parents}>
          <div className="nf-checks">
            {possibleParents(items, filter.id).map((parent) => (
              <ConfigCheckbox
                key={parent.id}
                label={parent.name || 'Untitled filter'}
                checked={filter.cascadeParentIds.includes(parent.id)}
                onChange={(on) =>
                  set({
                    cascadeParentIds: on
                      ? [...filter.cascadeParentIds, parent.id]
                      : filter.cascadeParentIds.filter((id) => id !== parent.id),
                  })
                }
              />
            ))}
            {possibleParents(items, filter.id).length === 0 && (
              <span className="nf-hint">No other value filter can be a parent.</span>
            )}
          </div>
        </ConfigField>
      )}
      <ConfigField label="Default value" htmlFor={ids.value} error={errors.defaultValue}>
        {ready ? (
          <FilterControl
            filter={filter}
            value={(filter.defaultDataMask.filterState as { value?: unknown }).value}
            parentsExtra={{}}
            inputId={ids.value}
            invalid={Boolean(errors.defaultValue)}
            onChange={(mask) => set({ defaultDataMask: mask })}
          />
        ) : (
          <span className="nf-hint">Choose the dataset and column first.</span>
        )}
      </ConfigField>
      <div className="nf-checks">
        <ConfigCheckbox
          label="Filter value is required"
          checked={filter.controlValues.enableEmptyFilter === true}
          onChange={(on) => setControl('enableEmptyFilter', on)}
        />
        {type === 'filter_select' && (
          <>
            <ConfigCheckbox
              label="Can select multiple values"
              checked={filter.controlValues.multiSelect !== false}
              onChange={(on) => setControl('multiSelect', on)}
            />
            <ConfigCheckbox
              label="Inverse selection"
              checked={filter.controlValues.inverseSelection === true}
              onChange={(on) => setControl('inverseSelection', on)}
            />
            <ConfigCheckbox
              label="Dynamically search all filter values"
              checked={filter.controlValues.searchAllOptions === true}
              onChange={(on) => setControl('searchAllOptions', on)}
            />
            <ConfigCheckbox
              label="Sort filter values descending"
              checked={filter.controlValues.sortAscending === false}
              onChange={(on) => setControl('sortAscending', !on)}
            />
          </>
        )}
      </div>
      {hasColumn && (
        <div className="nf-form-row">
          <ConfigField label="Pre-filter available values (SQL WHERE)">
            <input
              className="ui-input"
              aria-label="Pre-filter SQL"
              placeholder="e.g. country IS NOT NULL"
              value={sqlPreFilter}
              onChange={(event) =>
                set({
                  adhoc_filters: event.target.value.trim()
                    ? [
                        {
                          expressionType: 'SQL',
                          clause: 'WHERE',
                          sqlExpression: event.target.value,
                        },
                      ]
                    : [],
                })
              }
            />
          </ConfigField>
          <ConfigField label="Pre-filter time range">
            <Select
              aria-label="Pre-filter time range"
              options={TIME_RANGE_CHOICES.map((choice) => ({ value: choice, label: choice }))}
              value={filter.time_range ?? 'No filter'}
              onChange={(next) => set({ time_range: next ?? 'No filter' })}
            />
          </ConfigField>
        </div>
      )}
      <ConfigField label="Scoping">
        <FilterScopeField
          key={filter.id}
          scope={filter.scope}
          layout={props.layout}
          chartNames={props.chartNames}
          allChartIds={props.allChartIds}
          onChange={(scope) => set({ scope })}
        />
      </ConfigField>
      <ConfigField label="Description" htmlFor={ids.description}>
        <textarea
          id={ids.description}
          className="ui-input nf-textarea"
          rows={3}
          value={filter.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </ConfigField>
    </div>
  );
}
