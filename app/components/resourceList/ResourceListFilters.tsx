import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { FilterSelect, type FilterOption } from '@app/components/listPage/FilterSelect';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { type ListedResource, ownerChoices } from './resourceListCalls';
import type { ResourceFilters } from './resourceListRequest';

type YesNo = 'yes' | 'no';
const YES_NO: FilterOption<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const toYesNo = (flag: boolean | undefined): YesNo | undefined =>
  flag === undefined ? undefined : flag ? 'yes' : 'no';
const fromYesNo = (value: YesNo | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'yes';

/** How the search box reads for this list. */
export type SearchWording = { label: string; placeholder: string; width: number };

/** A list's search box and owner filter, its own filters (`children`), favourite and certified. */
export function ResourceListFilters({
  resource,
  search,
  filters,
  onChange,
  children,
}: {
  resource: ListedResource;
  search: SearchWording;
  filters: ResourceFilters;
  onChange: (change: Partial<ResourceFilters>) => void;
  children?: ReactNode;
}) {
  const showError = useApiErrorToast();
  const [owners, setOwners] = useState<FilterOption<number>[]>([]);
  const searchOwners = useCallback(
    (text: string) => void ownerChoices(resource, text).then(setOwners, showError),
    [resource, showError],
  );
  // The first choices load once; typing asks the server again.
  useEffect(() => searchOwners(''), [searchOwners]);

  return (
    <>
      <span data-test={`${resource}-list-search`}>
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          onSearch={(text) => onChange({ search: text })}
          width={search.width}
        />
      </span>
      <FilterSelect<number>
        label="Owner"
        value={filters.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        onSearch={searchOwners}
        options={owners}
      />
      {children}
      <FilterSelect<YesNo>
        label="Favorite"
        value={toYesNo(filters.favorite)}
        onChange={(value) => onChange({ favorite: fromYesNo(value) })}
        options={YES_NO}
      />
      <FilterSelect<YesNo>
        label="Certified"
        value={toYesNo(filters.certified)}
        onChange={(value) => onChange({ certified: fromYesNo(value) })}
        options={YES_NO}
      />
    </>
  );
}
