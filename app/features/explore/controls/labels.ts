import { METRIC_AGGREGATES, metricLabel, type QueryMetric } from '@common/api/chartData';
import type { AdhocFilter } from '@app/charts/shared/buildQueryObject';
import { operatorArity } from './filterOperators';

/** SQL texts longer than this are cut in default labels (Superset's 43/40). */
const SQL_LABEL_MAX = 43;

/** A custom SQL text as a label: itself, or its first 40 characters and "...". */
export function sqlLabel(sql: string): string {
  const text = sql.trim().replace(/\s+/g, ' ');
  return text.length < SQL_LABEL_MAX ? text : `${text.slice(0, 40)}...`;
}

/** The label a metric shows as: custom label, `SUM(delay)`, cut SQL, or the saved name. */
export function metricDisplayLabel(metric: QueryMetric): string {
  if (typeof metric !== 'string' && !metric.label && metric.expressionType === 'SQL') {
    return sqlLabel(metric.sqlExpression);
  }
  return metricLabel(metric);
}

/** The default label of a simple adhoc metric (Superset's `SUM(delay)`). */
export function simpleMetricLabel(aggregate: string, column: string): string {
  return `${aggregate}(${column})`;
}

/** Tag text longer than 20 characters is cut to 20 plus an ellipsis (spec §5). */
export function cutTag(text: string): string {
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
}

function comparatorText(comparator: unknown): string {
  if (Array.isArray(comparator)) return `(${comparator.map(String).join(', ')})`;
  return comparator === undefined || comparator === null ? '' : String(comparator);
}

/** A filter chip's text: "country IN (US, FR)", "delay > 10", "name IS NULL", or cut SQL. */
export function filterLabel(filter: AdhocFilter): string {
  if (filter.expressionType === 'SQL') return sqlLabel(filter.sqlExpression ?? '');
  const subject = filter.subject ?? '';
  const operator = filter.operator ?? '';
  if (operatorArity(operator) === 'unary') return `${subject} ${operator}`.trim();
  if (operatorArity(operator) === 'time')
    return `${subject} (${comparatorText(filter.comparator)})`;
  return `${subject} ${operator} ${comparatorText(filter.comparator)}`.trim();
}

/** The aggregate and column of an adhoc metric typed as text (spec §5 "Adhoc metric text shape"). */
export interface MetricTextShape {
  aggregate: (typeof METRIC_AGGREGATES)[number];
  column: string;
}

const METRIC_TEXT = /^(?:LONG|DOUBLE|FLOAT)?(SUM|AVG|MAX|MIN|COUNT)\(([A-Z0-9_."]*)\)$/i;

/** Reads "SUM(delay)", "DOUBLEAVG(x)" or "count(id)"; undefined for other text. */
export function parseMetricText(text: string): MetricTextShape | undefined {
  const match = METRIC_TEXT.exec(text.trim());
  if (!match?.[1] || match[2] === undefined) return undefined;
  const column = match[2].replace(/"/g, '');
  if (column === '') return undefined;
  return { aggregate: match[1].toUpperCase() as MetricTextShape['aggregate'], column };
}
