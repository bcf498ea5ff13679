import { decodeColumnarTable, toRowObjects } from '@common/results/columnarTable';
import type { StatementResult } from '../engines/engine';

/** A statement result's rows as objects, for assertions. */
export function resultRows(result: StatementResult) {
  return toRowObjects(decodeColumnarTable(result.table));
}
