import type { QueryObject } from '@common/api/chartData';
import { queryObject } from '@common/api/chartDataRequest';
import type { SemanticDataset } from '@common/api/datasets';
import { DEFAULT_COUNT_METRIC } from '@common/api/datasets';

/**
 * A small sales dataset for compiler tests: `ds` (timestamp), `country`, `num`, `flag`,
 * a calculated `num2` and a text column `day_text` holding dates as '%Y-%m-%d'.
 */
export function salesDataset(overrides: Partial<SemanticDataset> = {}): SemanticDataset {
  return {
    id: 1,
    database_id: 1,
    catalog: null,
    schema: null,
    table_name: 'sales',
    sql: null,
    columns: [
      { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
      { column_name: 'country', type: 'VARCHAR', type_generic: 1, is_dttm: false },
      { column_name: 'num', type: 'INTEGER', type_generic: 0, is_dttm: false },
      { column_name: 'flag', type: 'BOOLEAN', type_generic: 3, is_dttm: false },
      {
        column_name: 'num2',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        expression: 'num * 2',
      },
      {
        column_name: 'day_text',
        type: 'VARCHAR',
        type_generic: 1,
        is_dttm: false,
        python_date_format: '%Y-%m-%d',
      },
    ],
    metrics: [DEFAULT_COUNT_METRIC, { metric_name: 'total', expression: 'SUM(num)' }],
    main_dttm_col: 'ds',
    cache_timeout: null,
    template_params: null,
    changed_on: 0,
    ...overrides,
  };
}

/** A query object as a client would send it, normalised. */
export function query(raw: Record<string, unknown>): QueryObject {
  return queryObject.parse(raw);
}
