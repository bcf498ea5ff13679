import { useEffect, useMemo, useState } from 'react';
import { selectDataMask, type SelectValue } from '../filterDataMask';
import { selectOptionsQuery } from '../optionsQuery';
import { useQueryRows } from '../useFilterData';
import type { FilterControlProps } from './FilterControlProps';
import { ValuePicker } from './ValuePicker';

/** Server searches wait this long after the last key. */
const SEARCH_DELAY_MS = 300;

const asValues = (value: unknown): SelectValue[] =>
  (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(
    (item): item is SelectValue =>
      item === null || ['string', 'number', 'boolean'].includes(typeof item),
  );

/**
 * A select filter: the distinct values of its column (after its pre-filter and its parents'
 * values), single or multiple, searched locally or on the server.
 */
export function SelectFilterControl({
  filter,
  value,
  parentsExtra,
  onChange,
  invalid,
  inputId,
}: FilterControlProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const serverSearch = filter.controlValues.searchAllOptions === true;
  useEffect(() => {
    if (!serverSearch) return;
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, serverSearch]);

  const request = useMemo(
    () => selectOptionsQuery(filter, parentsExtra, serverSearch ? search : ''),
    [filter, parentsExtra, serverSearch, search],
  );
  const answer = useQueryRows(request);
  const column = filter.targets[0]?.column?.name ?? '';
  const options = useMemo(
    () =>
      (answer?.data ?? [])
        .map((row) => row[column])
        .filter((v): v is SelectValue => v !== undefined),
    [answer?.data, column],
  );
  const chosen = asValues(value);

  return (
    <>
      <ValuePicker
        id={inputId}
        aria-label={filter.name}
        options={options}
        value={chosen}
        multi={filter.controlValues.multiSelect !== false}
        loading={answer?.status === 'loading'}
        error={answer?.status === 'failed' ? answer.error : null}
        invalid={invalid}
        onSearch={serverSearch ? setTyped : undefined}
        onChange={(values) => onChange(selectDataMask(filter, values))}
      />
      {answer?.status === 'failed' && (
        <div className="nf-control-error" role="alert">
          {answer.error}
        </div>
      )}
    </>
  );
}
