import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DatasetColumn, DatasetMetric, DatasourcePayload } from '@common/api/datasets';
import { MenuButton } from '@app/components/ui/MenuButton';
import { TextInput } from '@app/components/ui/TextInput';
import { Tooltip } from '@app/components/ui/Tooltip';
import { setDragItem } from '../controls/dragItem';
import { ColumnTypeIcon } from '../controls/widgets/ColumnTypeIcon';
import { ChangeDatasetModal } from './ChangeDatasetModal';
import { filterItems, itemBadges, sqlLabUrl } from './datasetItems';
import './datasetPane.css';

export interface DatasetPaneProps {
  datasource: DatasourcePayload;
  onChangeDataset: (id: number) => void;
  onEditDataset: () => void;
}

function Badges({ item }: { item: DatasetColumn | DatasetMetric }) {
  const badges = itemBadges(item);
  return (
    <>
      {badges.certifiedBy && (
        <Tooltip
          title={`Certified by ${badges.certifiedBy}${badges.certificationDetails ? `: ${badges.certificationDetails}` : ''}`}
        >
          <span className="dsp-certified" aria-label="Certified">
            ✔
          </span>
        </Tooltip>
      )}
      {badges.warning && (
        <Tooltip title={badges.warning}>
          <span className="dsp-warning" aria-label="Warning">
            ⚠
          </span>
        </Tooltip>
      )}
    </>
  );
}

function Item({
  kind,
  name,
  label,
  title,
  icon,
  item,
}: {
  kind: 'column' | 'metric';
  name: string;
  label: string;
  title: string;
  icon: React.ReactNode;
  item: DatasetColumn | DatasetMetric;
}) {
  return (
    <li
      className="dsp-item"
      draggable
      data-test={`dataset-item-${name}`}
      title={title}
      onDragStart={(event) => setDragItem(event.dataTransfer, { kind, name })}
    >
      {icon}
      <span className="dsp-item-label">{label}</span>
      <Badges item={item} />
    </li>
  );
}

function Group({
  title,
  shown,
  total,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <section className="dsp-group">
      <button
        type="button"
        className="dsp-group-header"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}
      </button>
      {open && (
        <>
          <div className="dsp-count">
            Showing {shown} of {total}
          </div>
          <ul className="dsp-list">{children}</ul>
        </>
      )}
    </section>
  );
}

/** Explore's left pane: the dataset, its menu, and its metrics and columns to drag onto controls. */
export function DatasetPane({ datasource, onChangeDataset, onEditDataset }: DatasetPaneProps) {
  const [search, setSearch] = useState('');
  const [changing, setChanging] = useState(false);
  const navigate = useNavigate();
  const { metrics, columns } = filterItems(datasource, search);
  return (
    <aside className="dsp" data-test="dataset-pane" aria-label="Dataset">
      <div className="dsp-header">
        <span className="dsp-kind" aria-hidden="true">
          ▦
        </span>
        <span className="dsp-name" title={datasource.name}>
          {datasource.table_name}
        </span>
        <MenuButton
          aria-label="Dataset actions"
          variant="text"
          placement="bottomRight"
          items={[
            { key: 'edit', label: 'Edit dataset', dataTest: 'dataset-menu-edit' },
            { key: 'sqllab', label: 'View in SQL Lab', dataTest: 'dataset-menu-sqllab' },
            { key: 'change', label: 'Change dataset', dataTest: 'dataset-menu-change' },
          ]}
          onSelect={(key) => {
            if (key === 'edit') onEditDataset();
            else if (key === 'sqllab') void navigate(sqlLabUrl(datasource));
            else setChanging(true);
          }}
        >
          ⋮
        </MenuButton>
      </div>
      <div className="dsp-search">
        <TextInput
          value={search}
          onChange={setSearch}
          placeholder="Search Metrics & Columns"
          aria-label="Search Metrics & Columns"
          allowClear
          size="small"
          data-test="dataset-pane-search"
        />
      </div>
      <div className="dsp-scroll">
        <Group title="Metrics" shown={metrics.length} total={datasource.metrics.length}>
          {metrics.map((metric) => (
            <Item
              key={metric.metric_name}
              kind="metric"
              name={metric.metric_name}
              item={metric}
              label={metric.verbose_name || metric.metric_name}
              title={`${metric.metric_name}: ${metric.expression}`}
              icon={
                <span className="ctl-type-icon" aria-label="metric">
                  ƒ
                </span>
              }
            />
          ))}
        </Group>
        <Group title="Columns" shown={columns.length} total={datasource.columns.length}>
          {columns.map((column) => (
            <Item
              key={column.column_name}
              kind="column"
              name={column.column_name}
              item={column}
              label={column.verbose_name || column.column_name}
              title={[column.column_name, column.type, column.description]
                .filter(Boolean)
                .join(' · ')}
              icon={<ColumnTypeIcon column={column} />}
            />
          ))}
        </Group>
      </div>
      <ChangeDatasetModal
        open={changing}
        currentId={datasource.id}
        onClose={() => setChanging(false)}
        onPick={(id) => {
          setChanging(false);
          onChangeDataset(id);
        }}
      />
    </aside>
  );
}
