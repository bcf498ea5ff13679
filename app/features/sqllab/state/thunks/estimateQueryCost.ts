import { estimateCost } from '@app/api/sqllab';
import {
  costEstimateFailed,
  costEstimateReturned,
  costEstimateStarted,
} from '../queryCostEstimatesSlice';
import { selectCurrentQueryEditor, selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';
import { callFailure } from './runErrors';

function templateParams(text: string | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('Template parameters must be a JSON object');
  return value as Record<string, unknown>;
}

/** Estimates the cost of a tab's selection or SQL; kept under the tab's id in queryCostEstimates. */
export function estimateQueryCost(editorId?: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState();
    const editor =
      editorId === undefined ? selectCurrentQueryEditor(state) : selectQueryEditor(state, editorId);
    if (!editor || editor.dbId === undefined) return;
    dispatch(costEstimateStarted(editor.id));
    try {
      const cost = await estimateCost({
        database_id: editor.dbId,
        catalog: editor.catalog ?? null,
        schema: editor.schema ?? null,
        sql: editor.selectedText || editor.sql,
        template_params: templateParams(editor.templateParams),
      });
      dispatch(costEstimateReturned({ id: editor.id, cost }));
    } catch (error) {
      // Worded as a run's error: the engine's message (with its SQL excerpt) when there is one.
      const { message, errors } = callFailure(error, 'Failed at retrieving results');
      dispatch(costEstimateFailed({ id: editor.id, error: errors?.[0]?.message || message }));
    }
  };
}
