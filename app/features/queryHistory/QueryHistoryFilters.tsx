import { DatePicker, Input, Select, Space } from 'antd';
// From the constants, not common/api: those bring zod (84 kB) into this page for two lists.
import { FINISHED_STATES, IN_PROGRESS_STATES } from '../../../common/constants/sqlLab';
import type { HistoryFilters } from './historyRequest';
import type { UserOption } from './useUserOptions';

const STATE_OPTIONS = [...FINISHED_STATES, ...IN_PROGRESS_STATES].map((state) => ({
  value: state,
  label: state.replace('_', ' '),
}));

// Selects size to their content otherwise, which makes the bar jump as filters change.
const FILTER_STYLE = { minWidth: 180 };
const BAR_STYLE = { marginBottom: 16 };

/** What the filter bar needs besides the filters themselves. */
export type QueryHistoryFiltersProps = {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
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
  const set = (change: Partial<HistoryFilters>) => onChange({ ...filters, ...change });
  return (
    <Space wrap style={BAR_STYLE}>
      <Select<number>
        aria-label="Database"
        placeholder="Database"
        allowClear
        style={FILTER_STYLE}
        value={filters.databaseId}
        onChange={(databaseId) => set({ databaseId })}
        options={databases.map((db) => ({ value: db.id, label: db.database_name }))}
      />
      <Select<string[]>
        aria-label="State"
        placeholder="State"
        mode="multiple"
        allowClear
        style={FILTER_STYLE}
        value={filters.states}
        onChange={(states) => set({ states })}
        options={STATE_OPTIONS}
      />
      {users && (
        <Select<number>
          aria-label="User"
          placeholder="User"
          allowClear
          showSearch={{ filterOption: false, onSearch: users.onSearch }}
          style={FILTER_STYLE}
          value={filters.userId}
          onChange={(userId) => set({ userId })}
          options={users.options}
        />
      )}
      <DatePicker.RangePicker
        aria-label="Start time"
        showTime
        allowEmpty={[true, true]}
        placeholder={['Started after', 'Started before']}
        onChange={(dates) => set({ from: dates?.[0]?.valueOf(), to: dates?.[1]?.valueOf() })}
      />
      <Input.Search
        aria-label="Search SQL"
        placeholder="Search SQL"
        allowClear
        defaultValue={filters.sql}
        onSearch={(sql) => set({ sql })}
      />
    </Space>
  );
}
