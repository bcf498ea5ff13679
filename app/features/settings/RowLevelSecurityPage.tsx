import { useState } from 'react';
import type { RlsRecord } from '@common/api/rowLevelSecurity';
import { deleteRlsRule, listRlsRules } from '@app/api/rowLevelSecurity';
import { Button, Paragraph, Space, Tag } from '@app/components/antdKit';
import { ErrorPage } from '@app/components/ErrorPage';
import { ConfirmButton } from '@app/components/listPage/ConfirmButton';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { FilterSelect } from '@app/components/listPage/FilterSelect';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { listRequest, type ListState, textFilter } from '@app/components/listPage/listState';
import { type ListColumn, ListTable } from '@app/components/listPage/ListTable';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useListPage } from '@app/components/listPage/useListPage';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { RowLevelSecurityFormModal } from './RowLevelSecurityFormModal';

type RlsFilters = { search: string; filterType: string | undefined };

const NO_FILTERS: RlsFilters = { search: '', filterType: undefined };
const SORT = { column: 'changed_on_delta_humanized', direction: 'desc' } as const;
const FILTER_TYPES = [
  { value: 'Regular', label: 'Regular' },
  { value: 'Base', label: 'Base' },
];

const load = (state: ListState<RlsFilters>) =>
  listRlsRules(
    listRequest(state, [
      ...textFilter('name', state.filters.search),
      ...(state.filters.filterType
        ? [{ col: 'filter_type', opr: 'eq', value: state.filters.filterType }]
        : []),
    ]),
  );

const tableName = (table: RlsRecord['tables'][number]) =>
  table.schema ? `${table.schema}.${table.table_name}` : table.table_name;

/** /rowlevelsecurity/list/: admins list, search, add, edit and delete row-level security rules. */
export function RowLevelSecurityPage() {
  const list = useListPage({
    load,
    filters: NO_FILTERS,
    sort: SORT,
    rowKey: (rule: RlsRecord) => rule.id,
  });
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<RlsRecord | null>(null);
  const [open, setOpen] = useState(false);

  if (list.forbidden) return <ErrorPage status={403} />;

  const columns: ListColumn<RlsRecord>[] = [
    { title: 'Name', key: 'name', sortable: true, width: 170, render: (rule) => rule.name },
    {
      title: 'Filter type',
      key: 'filter_type',
      sortable: true,
      render: (rule) => rule.filter_type,
    },
    {
      title: 'Tables',
      key: 'tables',
      render: (rule) => (
        <Space size={[4, 4]} wrap>
          {rule.tables.map((table) => (
            <Tag key={table.id}>{tableName(table)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Roles',
      key: 'roles',
      render: (rule) => (
        <Space size={[4, 4]} wrap>
          {rule.roles.map((role) => (
            <Tag key={role.id}>{role.name}</Tag>
          ))}
        </Space>
      ),
    },
    { title: 'Group key', key: 'group_key', sortable: true, render: (rule) => rule.group_key },
    {
      title: 'Clause',
      key: 'clause',
      width: '24%',
      render: (rule) => (
        <Paragraph
          className="tessera-code"
          style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
          ellipsis={{ rows: 2, tooltip: rule.clause }}
        >
          {rule.clause}
        </Paragraph>
      ),
    },
    {
      title: 'Last modified',
      key: 'changed_on_delta_humanized',
      sortable: true,
      render: (rule) => rule.changed_on_delta_humanized,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (rule) => (
        <Space>
          <Button size="small" onClick={() => (setEditing(rule), setOpen(true))}>
            Edit
          </Button>
          <ConfirmButton
            question={`Delete rule ${rule.name}?`}
            okText="Delete"
            onConfirm={() =>
              list.act(deleteRlsRule(rule.id), `Rule ${rule.name} was deleted`, [rule.id])
            }
          >
            Delete
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  return (
    <div className="tessera-page">
      <ListPageHeader title="Row level security">
        <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
          + Rule
        </Button>
      </ListPageHeader>
      <FilterBar>
        <SearchBox
          label="Search rules"
          placeholder="Search rules"
          onSearch={(search) => list.setFilters({ search })}
        />
        <FilterSelect
          label="Filter type"
          options={FILTER_TYPES}
          value={list.state.filters.filterType}
          onChange={(filterType) => list.setFilters({ filterType })}
        />
      </FilterBar>
      <ListTable list={list} columns={columns} emptyText="No rules." />
      <RowLevelSecurityFormModal
        rule={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(rule, created) => {
          setOpen(false);
          dispatch(addSuccessToast(`Rule ${rule.name} was ${created ? 'created' : 'saved'}`));
          list.reload();
        }}
      />
    </div>
  );
}
