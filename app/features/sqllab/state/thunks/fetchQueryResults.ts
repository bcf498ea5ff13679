import { DISPLAY_MAX_ROW, SQLLAB_QUERY_RESULT_TIMEOUT_MS } from '@common/constants/sqlLab';
import { fetchResults } from '@app/api/sqllab';
import { queryFailed } from '../actions';
import { requestQueryResults } from '../queriesSlice';
import type { SqlLabThunk } from '../sqlLabReducer';
import { applyResultAnswer } from './applyResultAnswer';
import { callFailure } from './runErrors';

/** Fetches an asynchronous run's stored results by results key; the query is `fetching` meanwhile. */
export function fetchQueryResults(
  queryId: string,
  displayLimit: number = DISPLAY_MAX_ROW,
): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const query = getState().sqlLab.queries.queries[queryId];
    if (!query?.resultsKey) return;
    dispatch(requestQueryResults(queryId));
    const options = SQLLAB_QUERY_RESULT_TIMEOUT_MS
      ? { timeoutMs: SQLLAB_QUERY_RESULT_TIMEOUT_MS }
      : {};
    try {
      const answer = await fetchResults(query.resultsKey, displayLimit, options);
      dispatch(applyResultAnswer(queryId, answer));
    } catch (error) {
      dispatch(queryFailed(queryId, callFailure(error, 'Failed at retrieving results')));
    }
  };
}
