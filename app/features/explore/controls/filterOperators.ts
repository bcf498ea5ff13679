/** How many comparator values an operator takes. */
export type OperatorArity = 'unary' | 'binary' | 'set' | 'time';

export interface OperatorInfo {
  value: string;
  /** Superset's display name in the operator picker. */
  label: string;
  arity: OperatorArity;
}

/** The filter operators of spec §5, with Superset's display names. */
export const FILTER_OPERATOR_OPTIONS: readonly OperatorInfo[] = [
  { value: '==', label: 'Equal to (=)', arity: 'binary' },
  { value: '!=', label: 'Not equal to (≠)', arity: 'binary' },
  { value: '<', label: 'Less than (<)', arity: 'binary' },
  { value: '<=', label: 'Less or equal (<=)', arity: 'binary' },
  { value: '>', label: 'Greater than (>)', arity: 'binary' },
  { value: '>=', label: 'Greater or equal (>=)', arity: 'binary' },
  { value: 'IN', label: 'In', arity: 'set' },
  { value: 'NOT IN', label: 'Not in', arity: 'set' },
  { value: 'LIKE', label: 'Like', arity: 'binary' },
  { value: 'ILIKE', label: 'Like (case insensitive)', arity: 'binary' },
  { value: 'NOT LIKE', label: 'Not like', arity: 'binary' },
  { value: 'REGEX', label: 'Regex', arity: 'binary' },
  { value: 'IS NULL', label: 'Is null', arity: 'unary' },
  { value: 'IS NOT NULL', label: 'Is not null', arity: 'unary' },
  { value: 'TEMPORAL_RANGE', label: 'TEMPORAL_RANGE', arity: 'time' },
];

/** An operator's arity; unknown operators are treated as binary. */
export function operatorArity(operator: string | null | undefined): OperatorArity {
  return FILTER_OPERATOR_OPTIONS.find((entry) => entry.value === operator)?.arity ?? 'binary';
}

/**
 * The comparator kept when the operator changes: set operators hold a list, binary ones a
 * single value, unary ones none, TEMPORAL_RANGE a time range ('No filter' to start).
 */
export function comparatorFor(operator: string, comparator: unknown): unknown {
  const arity = operatorArity(operator);
  const values = Array.isArray(comparator)
    ? comparator
    : comparator === undefined || comparator === null || comparator === ''
      ? []
      : [comparator];
  if (arity === 'unary') return undefined;
  if (arity === 'set') return values;
  if (arity === 'time') return typeof comparator === 'string' ? comparator : 'No filter';
  return values[0] ?? '';
}
