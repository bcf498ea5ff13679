import type { DatasetColumn } from '@common/api/datasets';

const ICONS: Record<number, { text: string; name: string }> = {
  0: { text: '#', name: 'numeric' },
  1: { text: 'abc', name: 'string' },
  2: { text: '◷', name: 'temporal' },
  3: { text: '✓', name: 'boolean' },
};

/** A column's type marker: # numeric, abc string, a clock for temporal, ✓ boolean. */
export function ColumnTypeIcon({
  column,
}: {
  column: Pick<DatasetColumn, 'type_generic' | 'is_dttm' | 'type'> | undefined;
}) {
  const kind = column ? (column.is_dttm ? ICONS[2] : ICONS[column.type_generic]) : undefined;
  const icon = kind ?? { text: 'ƒ', name: 'expression' };
  return (
    <span
      className={`ctl-type-icon ctl-type-${icon.name}`}
      title={column?.type ?? icon.name}
      aria-label={icon.name}
    >
      {icon.text}
    </span>
  );
}
