import { Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ListPage } from './useListPage';

/** One column of a list table. */
export type ListColumn<T> = {
  /** For sortable columns, the server's `order_column`. */
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

/** What a list table shows besides its columns. */
export type ListTableProps<T, F> = {
  list: ListPage<T, F>;
  columns: ListColumn<T>[];
  /** Said when nothing matches, e.g. "No datasets." */
  emptyText: string;
  /** Check boxes on each row (and "Select all") for bulk actions. */
  selectable?: boolean;
  /** Details shown under a row when it is expanded. */
  expandedRow?: (row: T) => ReactNode;
  /** Labels the table for assistive tech. */
  label?: string;
};

/** The kit's table: the list's rows, sortable headers, pages, selection and an empty state. */
export function ListTable<T extends object, F>({
  list,
  columns,
  emptyText,
  selectable = false,
  expandedRow,
  label,
}: ListTableProps<T, F>) {
  const { state, answer } = list;
  const antdColumns: TableColumnsType<T> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    render: (_: unknown, row: T) => column.render(row),
    ...(column.sortable && {
      sorter: true,
      sortOrder:
        state.sort.column === column.key
          ? state.sort.direction === 'asc'
            ? ('ascend' as const)
            : ('descend' as const)
          : null,
      // Superset's lists go ascending, descending, then back to their default order.
      sortDirections: ['ascend' as const, 'descend' as const],
    }),
  }));
  return (
    <Table<T>
      aria-label={label}
      rowKey={(row) => list.rowKey(row)}
      loading={list.loading}
      dataSource={answer.result}
      columns={antdColumns}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      expandable={expandedRow ? { expandedRowRender: expandedRow } : undefined}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: list.selection.keys,
              onChange: (keys) => list.selection.setPage(keys.map(Number)),
            }
          : undefined
      }
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const column = typeof one?.columnKey === 'string' ? one.columnKey : null;
          list.setSort(
            one?.order && column
              ? { column, direction: one.order === 'ascend' ? 'asc' : 'desc' }
              : null,
          );
        } else if (extra.action === 'paginate') list.setPage((pagination.current ?? 1) - 1);
      }}
      pagination={{
        current: state.page + 1,
        pageSize: state.pageSize,
        total: answer.count,
        showSizeChanger: false,
        hideOnSinglePage: false,
        showTotal: (total, [from, to]) => `${from}-${to} of ${total}`,
      }}
    />
  );
}
