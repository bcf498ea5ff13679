import type { ResultAnswer } from '@app/api/sqllab';
import { querySucceeded } from '../actions';
import { storeResultTable } from '../resultTables';
import type { SqlLabThunk } from '../sqlLabReducer';
import type { QueryColumn, QueryResults, ServerQuery } from '../types';

/** A result answer as the state keeps it: everything but the rows, which go to resultTables. */
export function toQueryResults(answer: ResultAnswer, tableKey: string): QueryResults {
  return {
    query_id: answer.query_id,
    status: answer.status,
    columns: answer.columns as QueryColumn[],
    selected_columns: answer.selected_columns as QueryColumn[],
    expanded_columns: answer.expanded_columns as QueryColumn[],
    displayLimitReached: answer.displayLimitReached,
    tableKey,
    rowCount: answer.data.rowCount,
    query: answer.query as unknown as ServerQuery,
  };
}

/** Records a run's result: its rows are kept aside and the query succeeds. */
export function applyResultAnswer(queryId: string, answer: ResultAnswer): SqlLabThunk {
  return (dispatch) => {
    const tableKey = storeResultTable(queryId, answer.data);
    dispatch(querySucceeded(queryId, toQueryResults(answer, tableKey)));
  };
}
