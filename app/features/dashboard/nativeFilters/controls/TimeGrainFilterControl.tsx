import { Select } from '@app/components/ui/Select';
import { TIME_GRAIN_LABELS } from '@common/data/timeGrains';
import { timeGrainDataMask } from '../filterDataMask';
import { useFilterDataset } from '../useFilterData';
import type { FilterControlProps } from './FilterControlProps';

const first = (value: unknown): string | undefined => {
  const item: unknown = Array.isArray(value) ? value[0] : value;
  return typeof item === 'string' ? item : undefined;
};

/** A time grain filter: one of the grains the dataset's database supports. */
export function TimeGrainFilterControl({
  filter,
  value,
  onChange,
  invalid,
  inputId,
}: FilterControlProps) {
  const dataset = useFilterDataset(filter.targets[0]?.datasetId);
  const grains = dataset?.data
    ? dataset.data.time_grain_sqla.filter((grain): grain is [string, string] => grain[0] !== null)
    : TIME_GRAIN_LABELS.map(([duration, label]) => [duration, label] as [string, string]);
  return (
    <div className={invalid ? 'is-invalid' : undefined}>
      <Select
        id={inputId}
        aria-label={filter.name}
        options={grains.map(([duration, label]) => ({ value: duration, label }))}
        value={first(value)}
        placeholder="Select a time grain"
        allowClear
        onChange={(grain) => onChange(timeGrainDataMask(grain ?? null))}
      />
    </div>
  );
}
