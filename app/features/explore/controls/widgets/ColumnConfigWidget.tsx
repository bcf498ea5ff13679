import { NUMBER_FORMAT_CHOICES } from '@app/charts/shared/formatters';
import { Select } from '@app/components/ui/Select';
import { Empty } from '@app/components/ui/Empty';
import { formColumnNames } from './formColumnNames';
import type { WidgetProps } from './widgetProps';

/** Per-column display settings (Superset's column_config entry). */
export interface ColumnConfig {
  d3NumberFormat?: string;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'center' | 'right';
}

const ALIGNMENTS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
] as const;

/** ColumnConfigControl: number format, width and alignment of each result column. */
export function ColumnConfigWidget({ value, onChange, formData, disabled }: WidgetProps) {
  const config = (value && typeof value === 'object' ? value : {}) as Record<string, ColumnConfig>;
  const names = formColumnNames(formData);
  if (names.length === 0) return <Empty description="Choose columns or metrics first" />;
  const set = (name: string, patch: Partial<ColumnConfig>) => {
    const entry = { ...config[name], ...patch };
    onChange({
      ...config,
      [name]: Object.fromEntries(
        Object.entries(entry).filter(([, v]) => v !== undefined && v !== ''),
      ),
    });
  };
  return (
    <table className="ctl-column-config">
      <colgroup>
        <col className="ctl-cc-name" />
        <col className="ctl-cc-format" />
        <col className="ctl-cc-width" />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th>Column</th>
          <th>Format</th>
          <th>Width</th>
          <th>Align</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row" title={name}>
              {name}
            </th>
            <td>
              <Select
                aria-label={`${name} format`}
                allowClear
                placeholder="Default"
                disabled={disabled}
                value={config[name]?.d3NumberFormat}
                options={NUMBER_FORMAT_CHOICES.map(([format, label]) => ({ value: format, label }))}
                onChange={(format) => set(name, { d3NumberFormat: format })}
              />
            </td>
            <td>
              <input
                className="ui-input"
                aria-label={`${name} width`}
                inputMode="numeric"
                disabled={disabled}
                value={config[name]?.columnWidth ?? ''}
                onChange={(event) =>
                  set(name, {
                    columnWidth:
                      event.target.value === ''
                        ? undefined
                        : Number(event.target.value) || undefined,
                  })
                }
              />
            </td>
            <td>
              <Select
                aria-label={`${name} alignment`}
                allowClear
                placeholder="Auto"
                disabled={disabled}
                value={config[name]?.horizontalAlign}
                options={ALIGNMENTS}
                onChange={(horizontalAlign) => set(name, { horizontalAlign })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
