import { useId, useState } from 'react';
import type { QueryMetric } from '@common/api/chartData';
import { METRIC_AGGREGATES } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';
import { Button } from '@app/components/ui/Button';
import { Select } from '@app/components/ui/Select';
import { Tabs } from '@app/components/ui/Tabs';
import { metricDisplayLabel, parseMetricText, simpleMetricLabel, sqlLabel } from '../labels';

type TabKey = 'SAVED' | 'SIMPLE' | 'SQL';
type Aggregate = (typeof METRIC_AGGREGATES)[number];

export interface MetricEditorProps {
  datasource: DatasourcePayload | null;
  /** The metric being edited; undefined for a new one. */
  metric?: QueryMetric;
  /** A column dropped from the dataset pane: opens the Simple tab with it. */
  column?: string;
  onSave: (metric: QueryMetric) => void;
  onClose: () => void;
}

function startTab(metric: QueryMetric | undefined, column: string | undefined): TabKey {
  if (column) return 'SIMPLE';
  if (metric === undefined) return 'SIMPLE';
  return typeof metric === 'string' ? 'SAVED' : metric.expressionType;
}

/** The metric editor of Superset's metrics popover: Saved, Simple and Custom SQL tabs, editable title. */
export function MetricEditor({
  datasource,
  metric,
  column: dropped,
  onSave,
  onClose,
}: MetricEditorProps) {
  const adhoc = typeof metric === 'object' ? metric : undefined;
  const [tab, setTab] = useState<TabKey>(startTab(metric, dropped));
  const [saved, setSaved] = useState(typeof metric === 'string' ? metric : undefined);
  const [column, setColumn] = useState(
    dropped ?? (adhoc?.expressionType === 'SIMPLE' ? adhoc.column.column_name : undefined),
  );
  const [aggregate, setAggregate] = useState<string | undefined>(
    adhoc?.expressionType === 'SIMPLE' ? adhoc.aggregate : dropped ? 'SUM' : undefined,
  );
  const [sql, setSql] = useState(adhoc?.expressionType === 'SQL' ? adhoc.sqlExpression : '');
  const [title, setTitle] = useState(adhoc?.hasCustomLabel ? (adhoc.label ?? '') : '');
  const ids = { column: useId(), aggregate: useId(), saved: useId(), sql: useId(), title: useId() };
  const columns = datasource?.columns ?? [];

  const build = (): QueryMetric | undefined => {
    const custom = title.trim();
    if (tab === 'SAVED') return saved;
    if (tab === 'SIMPLE') {
      const picked = columns.find((entry) => entry.column_name === column);
      if (!picked || !aggregate) return undefined;
      return {
        expressionType: 'SIMPLE',
        aggregate: aggregate as Aggregate,
        column: {
          column_name: picked.column_name,
          type: picked.type,
          verbose_name: picked.verbose_name ?? null,
        },
        label: custom || simpleMetricLabel(aggregate, picked.column_name),
        hasCustomLabel: custom !== '',
        optionName: adhoc?.optionName ?? `metric_${Math.random().toString(36).slice(2, 10)}`,
      };
    }
    if (sql.trim() === '') return undefined;
    // "SUM(delay)" typed as SQL over a known column is a simple metric, as Superset reads it.
    const shape = parseMetricText(sql);
    const shapeColumn = shape && columns.find((entry) => entry.column_name === shape.column);
    if (shape && shapeColumn && !custom) {
      return {
        expressionType: 'SIMPLE',
        aggregate: shape.aggregate,
        column: { column_name: shapeColumn.column_name, type: shapeColumn.type },
        label: simpleMetricLabel(shape.aggregate, shapeColumn.column_name),
        hasCustomLabel: false,
      };
    }
    return {
      expressionType: 'SQL',
      sqlExpression: sql.trim(),
      label: custom || sqlLabel(sql),
      hasCustomLabel: custom !== '',
      optionName: adhoc?.optionName ?? `metric_${Math.random().toString(36).slice(2, 10)}`,
    };
  };
  const result = build();
  const defaultTitle = result ? metricDisplayLabel(result) : 'My metric';

  return (
    <div className="ctl-editor" data-test="metric-editor">
      <label className="ctl-editor-title" htmlFor={ids.title}>
        <span className="ctl-sr-only">Metric title</span>
        <input
          id={ids.title}
          className="ui-input"
          value={title}
          placeholder={defaultTitle}
          disabled={tab === 'SAVED'}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        aria-label="Metric kind"
        items={[
          {
            key: 'SAVED',
            label: 'Saved',
            children:
              (datasource?.metrics.length ?? 0) === 0 ? (
                <p className="ctl-muted">This dataset has no saved metrics.</p>
              ) : (
                <div className="ctl-field">
                  <label htmlFor={ids.saved}>Saved metric</label>
                  <Select
                    id={ids.saved}
                    showSearch
                    placeholder="Select saved metric"
                    value={saved}
                    onChange={setSaved}
                    options={(datasource?.metrics ?? []).map((entry) => ({
                      value: entry.metric_name,
                      label: entry.verbose_name
                        ? `${entry.verbose_name} (${entry.metric_name})`
                        : entry.metric_name,
                    }))}
                  />
                </div>
              ),
          },
          {
            key: 'SIMPLE',
            label: 'Simple',
            children: (
              <>
                <div className="ctl-field">
                  <label htmlFor={ids.column}>Column</label>
                  <Select
                    id={ids.column}
                    showSearch
                    placeholder="Select column"
                    value={column}
                    onChange={setColumn}
                    options={columns.map((entry) => ({
                      value: entry.column_name,
                      label: entry.verbose_name || entry.column_name,
                    }))}
                  />
                </div>
                <div className="ctl-field">
                  <label htmlFor={ids.aggregate}>Aggregate</label>
                  <Select
                    id={ids.aggregate}
                    placeholder="Select aggregate"
                    value={aggregate}
                    onChange={setAggregate}
                    options={METRIC_AGGREGATES.map((entry) => ({ value: entry, label: entry }))}
                  />
                </div>
              </>
            ),
          },
          {
            key: 'SQL',
            label: 'Custom SQL',
            children: (
              <div className="ctl-field">
                <label htmlFor={ids.sql}>SQL expression</label>
                <textarea
                  id={ids.sql}
                  className="ui-textarea ctl-sql"
                  rows={5}
                  value={sql}
                  placeholder="SUM(delay) / COUNT(*)"
                  onChange={(event) => setSql(event.target.value)}
                />
              </div>
            ),
          },
        ]}
      />
      <div className="ctl-editor-footer">
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          variant="primary"
          disabled={!result}
          onClick={() => result && onSave(result)}
          data-test="metric-editor-save"
        >
          Save
        </Button>
      </div>
    </div>
  );
}
