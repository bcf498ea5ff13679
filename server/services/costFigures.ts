import type { CostFigures } from '@common/api/sqllabTools';
import type { CellValue } from '@common/results/columnarTable';
import type { Backend } from '../engines/engine';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function parseJson(cell: CellValue | undefined): Json {
  if (typeof cell !== 'string') return cell ?? null;
  try {
    return JSON.parse(cell) as Json;
  } catch {
    return cell;
  }
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object of a JSON tree that has the given key. */
function objectsWith(value: Json, key: string, found: { [key: string]: Json }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => objectsWith(item, key, found));
  else if (isObject(value)) {
    if (key in value) found.push(value);
    Object.values(value).forEach((item) => objectsWith(item, key, found));
  }
  return found;
}

const text = (value: Json | undefined) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? '' : String(value);

/** PostgreSQL's EXPLAIN (FORMAT JSON): the root plan node's costs, labelled as Superset does. */
function postgresFigures(cells: CellValue[]): CostFigures {
  const plan = parseJson(cells[0]);
  const root = Array.isArray(plan) && isObject(plan[0]) ? plan[0].Plan : undefined;
  if (!isObject(root)) return { 'Query plan': text(plan) };
  return {
    'Start-up cost': text(root['Startup Cost']),
    'Total cost': text(root['Total Cost']),
    'Estimated rows': text(root['Plan Rows']),
  };
}

/** MySQL/MariaDB's EXPLAIN FORMAT=JSON: rows read per table, and the cost when it is given. */
function mysqlFigures(cells: CellValue[]): CostFigures {
  const plan = parseJson(cells[0]);
  const tables = objectsWith(plan, 'table_name');
  const rows = tables.reduce(
    (sum, table) => sum + Number(table.rows ?? table.rows_examined_per_scan ?? 0),
    0,
  );
  const figures: CostFigures = {};
  if (tables.length > 0) {
    figures['Rows examined'] = String(rows);
    figures.Tables = tables.map((table) => text(table.table_name)).join(', ');
  }
  const block = isObject(plan) ? plan.query_block : undefined;
  if (isObject(block)) {
    const cost = isObject(block.cost_info) ? block.cost_info.query_cost : block.cost;
    if (cost !== undefined) figures['Query cost'] = text(cost);
  }
  const message = objectsWith(plan, 'message')[0]?.message;
  if (message !== undefined) figures.Message = text(message);
  return figures;
}

/** DuckDB's EXPLAIN: the top operator's estimated cardinality and the plan text itself. */
function duckdbFigures(rows: CellValue[][]): CostFigures {
  const plan = rows.map((row) => text(row[1] ?? null)).join('\n');
  const estimate = /~\s*([\d,.]+)\s*rows?\b/i.exec(plan)?.[1]?.replace(/,/g, '');
  return {
    ...(estimate === undefined ? {} : { 'Estimated rows': estimate }),
    'Query plan': plan,
  };
}

/** One statement's EXPLAIN rows turned into labelled figures for the cost estimate answer. */
export function costFigures(backend: Backend, rows: CellValue[][]): CostFigures {
  if (backend === 'postgresql') return postgresFigures(rows[0] ?? []);
  if (backend === 'mysql') return mysqlFigures(rows[0] ?? []);
  return duckdbFigures(rows);
}
