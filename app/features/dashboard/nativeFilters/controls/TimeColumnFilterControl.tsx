import { Select } from '@app/components/ui/Select';
import { timeColumnDataMask } from '../filterDataMask';
import { useFilterDataset } from '../useFilterData';
import type { FilterControlProps } from './FilterControlProps';

const first = (value: unknown): string | undefined => {
  const item: unknown = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' ? item : undefined;
};

/** A time column filter: one of the dataset's temporal columns becomes the charts' time column. */
export function TimeColumnFilterControl({
  filter,
  value,
  onChange,
  invalid,
  inputId,
}: FilterControlProps) {
  const dataset = useFilterDataset(filter.targets[0]?.datasetId);
  const columns = (dataset?.data?.columns ?? []).filter((column) => column.is_dttm);
  return (
    <div className={invalid ? 'is-invalid' : undefined}>
      <Select
        id={inputId}
        aria-label={filter.name}
        options={columns.map((column) => ({
          value: column.column_name,
          label: column.verbose_name || column.column_name,
        }))}
        value={first(value)}
        placeholder={dataset?.status === 'loading' ? 'Loading…' : 'Select a time column'}
        allowClear
        onChange={(column) => onChange(timeColumnDataMask(column ?? null))}
      />
      {dataset?.status === 'failed' && (
        <div className="nf-control-error" role="alert">
          {dataset.error}
        </div>
      )}
    </div>
  );
}
