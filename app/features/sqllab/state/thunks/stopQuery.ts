import { stopQueryRun } from '@app/api/queries';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { queryStopped } from '../actions';
import type { SqlLabThunk } from '../sqlLabReducer';
import { logSqlLabEvent } from './logSqlLabEvent';

/** Asks the server to stop a run; on success it is stopped locally with empty results. */
export function stopQuery(queryId: string): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      await stopQueryRun(queryId);
    } catch {
      dispatch(addDangerToast(`Failed at stopping query. ${queryId}`));
      return;
    }
    dispatch(queryStopped(queryId));
    logSqlLabEvent('sqllab_stop_query', { query_id: queryId });
    dispatch(addSuccessToast('Query was stopped.'));
  };
}
