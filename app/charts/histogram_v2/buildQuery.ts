import { columnLabel } from '@common/api/chartData';
import { buildQueryContext, buildQueryObject, formColumns } from '../shared/buildQueryObject';
import { flagOf, requireColumn, toNumber } from '../shared/flow/formValues';
import type { ChartQueryContext, FormData } from '../types';

/**
 * One raw-rows query (no metrics) of the groupby columns and the numeric column; the server's
 * `histogram` post-processing turns it into one row per group with a count column per bin.
 */
export function buildQuery(formData: FormData): ChartQueryContext {
  const column = requireColumn(formData, 'column', 'Column');
  const groups = formColumns(formData.groupby);
  return buildQueryContext(formData, [
    {
      ...buildQueryObject(formData),
      columns: [...groups, column],
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: columnLabel(column),
            groupby: groups.map(columnLabel),
            bins: Math.round(toNumber(formData.bins, 5)),
            cumulative: flagOf(formData, 'cumulative', false),
            normalize: flagOf(formData, 'normalize', false),
          },
        },
      ],
    },
  ]);
}
