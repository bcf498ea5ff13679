import type { ExecuteBody } from '@common/api/sqllab';
import { ErrorType } from '@common/errors/errorTypes';
import { isLimitable } from '@common/sql/statements';
import { dialectFor } from '../engines/dialects';
import { AppError } from '../errors';
import type { DatabaseRow } from '../store/databaseRepository';

/** PostgreSQL's identifier limit, the smallest of our engines (MySQL allows 64). */
const MAX_NAME_LENGTH = 63;

/** A run rewritten for CREATE TABLE/VIEW AS: its statements and where the result went. */
export interface CtasPlan {
  /** Earlier statements as they were, the CREATE … AS, then a SELECT * of the new object. */
  statements: string[];
  /** Index of the CREATE statement: the only one allowed to write. */
  writableStatement: number;
  tempSchema: string | null;
  tempTable: string;
}

/** Superset's generated name when the client gives none: tmp_<user>_table_<YYYY_MM_DD_HH_MM_SS>. */
function generatedName(userId: number, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-T:]/g, '_');
  return `tmp_${userId}_table_${stamp}`;
}

/** Plans a CTAS/CVAS run (Superset's select_as_cta): checks the database's switch and the SQL. */
export function planCtas(
  database: DatabaseRow,
  body: Pick<ExecuteBody, 'ctas_method' | 'tmp_table_name' | 'schema'>,
  statements: string[],
  userId: number,
  now = new Date(),
): CtasPlan {
  const method = body.ctas_method ?? 'TABLE';
  const allowed = method === 'VIEW' ? database.allow_cvas === 1 : database.allow_ctas === 1;
  if (!allowed) {
    throw new AppError(
      400,
      `Database ${database.database_name} does not allow CREATE ${method} AS SELECT.`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
    );
  }
  const last = statements[statements.length - 1] ?? '';
  if (method === 'VIEW' && (statements.length !== 1 || !isLimitable(last))) {
    throw new AppError(
      400,
      'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.',
      ErrorType.INVALID_CVAS_QUERY_ERROR,
    );
  }
  if (!isLimitable(last)) {
    throw new AppError(
      400,
      'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.',
      ErrorType.INVALID_CTAS_QUERY_ERROR,
    );
  }
  const dialect = dialectFor(database.backend);
  if (!dialect) {
    throw new AppError(
      400,
      `CREATE ${method} AS is not supported for ${database.backend} databases.`,
      ErrorType.DML_NOT_ALLOWED_ERROR,
    );
  }
  // The body's schema validates the name's characters; the length is checked here.
  const name = body.tmp_table_name || generatedName(userId, now);
  if (name.length > MAX_NAME_LENGTH) {
    throw new AppError(
      400,
      `The table name must be at most ${MAX_NAME_LENGTH} characters.`,
      ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR,
    );
  }
  const schema = body.schema || null;
  const target = [schema, name]
    .filter((part): part is string => part !== null)
    .map((part) => dialect.quoteIdentifier(part))
    .join('.');
  const writableStatement = statements.length - 1;
  return {
    statements: [
      ...statements.slice(0, writableStatement),
      `CREATE ${method} ${target} AS\n${last}`,
      // As Superset, the answer is the new object's rows (the run's limit applies to this read).
      `SELECT * FROM ${target}`,
    ],
    writableStatement,
    tempSchema: schema,
    tempTable: name,
  };
}
