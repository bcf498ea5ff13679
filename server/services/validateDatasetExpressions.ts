import type { DatasetColumn, DatasetMetric } from '@common/api/datasets';
import { tokenize } from '@common/sql/tokenize';

/**
 * Why an expression is not one SQL expression, or null when it is: no statement separator, no
 * line comment (it would swallow what the compiler puts after it), balanced parentheses.
 */
export function expressionProblem(expression: string): string | null {
  const tokens = tokenize(expression);
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'punct' && token.text === ';')
      return 'must be one SQL expression, without ";"';
    if (token.kind === 'comment' && token.text.startsWith('--'))
      return 'must not hold a "--" comment';
    if (token.kind === 'punct' && token.text === '(') depth += 1;
    if (token.kind === 'punct' && token.text === ')') depth -= 1;
    if (depth < 0) return 'has unbalanced parentheses';
  }
  if (depth !== 0) return 'has unbalanced parentheses';
  if (tokens.every((token) => token.kind === 'space' || token.kind === 'comment'))
    return 'must not be empty';
  return null;
}

/** Field problems of the metrics' and calculated columns' expressions, Superset-style. */
export function datasetExpressionProblems(
  columns: DatasetColumn[] | undefined,
  metrics: DatasetMetric[] | undefined,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const metric of metrics ?? []) {
    const problem = expressionProblem(metric.expression);
    if (problem) (problems.metrics ??= []).push(`Metric ${metric.metric_name}: ${problem}`);
  }
  for (const column of columns ?? []) {
    if (!column.expression) continue;
    const problem = expressionProblem(column.expression);
    if (problem) (problems.columns ??= []).push(`Column ${column.column_name}: ${problem}`);
  }
  return problems;
}
