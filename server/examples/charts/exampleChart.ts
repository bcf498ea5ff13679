/**
 * One example chart the first start creates over the examples database: its dataset is the
 * example table `table` (schema main), created on demand with `mainDttmCol` as its time column.
 */
export interface ExampleChart {
  slice_name: string;
  viz_type: string;
  /** An example table of server/examples/exampleTables.ts. */
  table: string;
  /** The dataset's main time column, when the table has one. */
  mainDttmCol?: string;
  /** Form data without `datasource` and `viz_type` (filled in when the chart is created). */
  params: Record<string, unknown>;
  description?: string;
}
