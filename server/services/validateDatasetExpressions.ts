import type { DatasetColumn, DatasetMetric } from '@common/api/datasets';
import { guardAdhocExpression } from '../chartData/adhocExpressionGuard';
import { ChartQueryError } from '../chartData/chartQueryError';
import { dialectFor } from '../engines/dialects';

/**
 * Why a saved expression is not one SQL expression for the engine, or null when it is: the
 * compiler's guard for custom SQL (one statement, balanced parentheses, no comment or string
 * that hides the rest). Saved expressions may hold sub-queries: their editors own the dataset.
 */
export function expressionProblem(expression: string, backend: string): string | null {
  try {
    guardAdhocExpression(expression, {
      backend: dialectFor(backend)?.backend ?? 'duckdb',
      allowSubquery: true,
    });
    return null;
  } catch (error) {
    if (!(error instanceof ChartQueryError)) throw error;
    return error.message.replace(/^Custom SQL fields /, '');
  }
}

/** Field problems of the metrics' and calculated columns' expressions, Superset-style. */
export function datasetExpressionProblems(
  columns: DatasetColumn[] | undefined,
  metrics: DatasetMetric[] | undefined,
  backend: string,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const metric of metrics ?? []) {
    const problem = expressionProblem(metric.expression, backend);
    if (problem) (problems.metrics ??= []).push(`Metric ${metric.metric_name}: ${problem}`);
  }
  for (const column of columns ?? []) {
    if (!column.expression) continue;
    const problem = expressionProblem(column.expression, backend);
    if (problem) (problems.columns ??= []).push(`Column ${column.column_name}: ${problem}`);
  }
  return problems;
}
