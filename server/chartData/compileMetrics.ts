import { metricLabel, type QueryMetric } from '@common/api/chartData';
import { guardAdhocExpression } from './adhocExpressionGuard';
import { ChartQueryError } from './chartQueryError';
import { type CompileScope, datasetColumnSql, requireColumn } from './compileScope';

/** A metric as SQL and the label it answers under. */
export interface ResolvedMetric {
  sql: string;
  label: string;
}

/**
 * A metric as SQL: a saved metric by name (its expression), a SIMPLE adhoc metric as its
 * aggregate over a dataset column, a SQL adhoc metric guarded and parenthesised.
 */
export function resolveMetric(scope: CompileScope, metric: QueryMetric): ResolvedMetric {
  const label = metricLabel(metric);
  if (typeof metric === 'string') {
    const saved = scope.metrics.get(metric);
    if (!saved) throw new ChartQueryError(`Metric '${metric}' does not exist`);
    return { sql: `(${guardAdhocExpression(saved.expression, scope.saved)})`, label };
  }
  if (metric.expressionType === 'SQL')
    return { sql: `(${guardAdhocExpression(metric.sqlExpression, scope.adhoc)})`, label };
  const column = requireColumn(scope, metric.column.column_name);
  const sql = column ? datasetColumnSql(scope, column) : '';
  if (metric.aggregate === 'COUNT_DISTINCT') return { sql: `COUNT(DISTINCT ${sql})`, label };
  return { sql: `${metric.aggregate}(${sql})`, label };
}
