// From the constants, not common/api: those bring zod (84 kB) into this page for two lists.
import { FINISHED_STATES, IN_PROGRESS_STATES } from '@common/constants/sqlLab';
import { DateRangeFilter } from '@app/components/listPage/DateRangeFilter';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { FilterSelect } from '@app/components/listPage/FilterSelect';
import { SearchBox } from '@app/components/listPage/SearchBox';
import type { HistoryFilters } from './historyRequest';
import type { UserOption } from './useUserOptions';

const STATE_OPTIONS = [...FINISHED_STATES, ...IN_PROGRESS_STATES].map((state) => ({
  value: state as string,
  label: state.replace('_', ' '),
}));

/** What the filter bar needs besides the filters themselves. */
export type QueryHistoryFiltersProps = {
  filters: HistoryFilters;
  onChange: (change: Partial<HistoryFilters>) => void;
  databases: { id: number; database_name: string }[];
  /** Null hides the user filter: the caller may only see their own queries. */
  users: { options: UserOption[]; onSearch: (text: string) => void } | null;
};

/** The history page's filters: database, state, user, start-time range and SQL text. */
export function QueryHistoryFilters({
  filters,
  onChange,
  databases,
  users,
}: QueryHistoryFiltersProps) {
  return (
    <FilterBar>
      <FilterSelect<number>
        label="Database"
        value={filters.databaseId}
        onChange={(databaseId) => onChange({ databaseId })}
        options={databases.map((db) => ({ value: db.id, label: db.database_name }))}
      />
      <FilterSelect<string>
        label="State"
        multiple
        value={filters.states}
        onChange={(states) => onChange({ states })}
        options={STATE_OPTIONS}
      />
      {users && (
        <FilterSelect<number>
          label="User"
          value={filters.userId}
          onChange={(userId) => onChange({ userId })}
          onSearch={users.onSearch}
          options={users.options}
        />
      )}
      <DateRangeFilter
        label="Start time"
        placeholders={['Started after', 'Started before']}
        onChange={(from, to) => onChange({ from, to })}
      />
      <SearchBox
        label="Search SQL"
        placeholder="Search SQL"
        defaultValue={filters.sql}
        onSearch={(sql) => onChange({ sql })}
        width={240}
      />
    </FilterBar>
  );
}
