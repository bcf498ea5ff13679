import { metricLabel, type OrderByEntry } from '@common/api/chartData';
import { resolveMetric } from './compileMetrics';
import { type CompileScope, datasetColumnSql, resolveColumn } from './compileScope';

/** ORDER BY terms: a selected label by its alias, else a column's or metric's SQL. */
export function orderByTerms(
  scope: CompileScope,
  orderby: OrderByEntry[],
  aliases: Map<string, string>,
): string[] {
  return orderby.map(([target, ascending]) => {
    const direction = ascending ? 'ASC' : 'DESC';
    // An adhoc target without a label is named as the SELECT names it (metricLabel, columnLabel).
    const label =
      typeof target === 'string'
        ? target
        : 'aggregate' in target
          ? metricLabel(target)
          : target.label || target.sqlExpression;
    const alias = aliases.get(label);
    if (alias !== undefined) return `${scope.dialect.quoteIdentifier(alias)} ${direction}`;
    if (typeof target !== 'string') {
      const sql =
        'expressionType' in target && target.expressionType === 'SIMPLE'
          ? resolveMetric(scope, target).sql
          : resolveColumn(scope, { ...target, columnType: null }).sql;
      return `${sql} ${direction}`;
    }
    const column = scope.columns.get(target);
    if (column) return `${datasetColumnSql(scope, column)} ${direction}`;
    if (scope.metrics.has(target)) return `${resolveMetric(scope, target).sql} ${direction}`;
    scope.missing.add(target);
    return '';
  });
}
