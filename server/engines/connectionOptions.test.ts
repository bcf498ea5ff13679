import { describe, expect, it } from 'vitest';
import { assertAllowedConnectionOptions, ConnectionOptionError } from './connectionOptions';

const refusal = (uri: string): unknown => {
  try {
    assertAllowedConnectionOptions(uri);
    return undefined;
  } catch (error) {
    return error;
  }
};

describe('assertAllowedConnectionOptions', () => {
  it.each([
    ['mysql://u:p@db:3306/x?multipleStatements=true', 'multipleStatements'],
    ['mysql://u:p@db:3306/x?debug=true', 'debug'],
    ['mysql://u:p@db:3306/x?socketPath=/var/run/mysqld/mysqld.sock', 'socketPath'],
    ['mariadb+mariadbconnector://u@db/x?flags=%2BLOCAL_FILES', 'flags'],
    ['mysql+pymysql://u@db/x?charset=utf8mb4&infileStreamFactory=1', 'infileStreamFactory'],
    ['mysql://u@db/x?host=169.254.169.254', 'host'],
    // Encoded names are decoded as the drivers decode them.
    ['mysql://u@db/x?multiple%53tatements=true', 'multipleStatements'],
    ['postgresql://u@db/x?options=-c%20default_transaction_read_only%3Doff', 'options'],
    ['postgres://u@db/x?replication=database', 'replication'],
    ['postgresql+psycopg2://u@db/x?statement_timeout=0', 'statement_timeout'],
    ['postgresql://u@db/x?user=postgres', 'user'],
    ['postgresql://u@db/x?binary=true', 'binary'],
    ['duckdb:///data/x.duckdb?access_mode=read_write', 'access_mode'],
    ['duckdb:///data/x.duckdb?enable_external_access=true', 'enable_external_access'],
  ])('refuses %s naming %s', (uri, name) => {
    const error = refusal(uri);
    expect(error).toBeInstanceOf(ConnectionOptionError);
    expect((error as Error).message).toContain(`The connection option ${name} `);
    expect(error).toMatchObject({ errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  });

  it('refuses an allowed option with a value outside its range, without echoing the value', () => {
    const error = refusal('mysql://u@db/x?ssl={"rejectUnauthorized":false,"secret":"s3cr3t"}');
    expect((error as Error).message).toBe(
      'The connection option ssl does not allow the value given',
    );
    expect(refusal('postgresql://u@db/x?sslmode=bogus')).toBeInstanceOf(ConnectionOptionError);
    expect(refusal('mysql://u@db/x?connectTimeout=0')).toBeInstanceOf(ConnectionOptionError);
  });

  it.each([
    'mysql://u:p@db:3306/x',
    'mysql://u:p@db:3306/x?charset=utf8mb4&timezone=Z&connectTimeout=5000&compress=true',
    'mysql://u@db/x?ssl={"rejectUnauthorized":true}',
    'postgresql://u:p@db:5432/x?sslmode=require&sslrootcert=/certs/ca.pem&connect_timeout=5',
    'postgresql://u@db/x?host=db2&port=5433',
    'duckdb:///data/x.duckdb',
    'duckdb:///data/x.duckdb?access_mode=READ_ONLY',
    'duckdb:///:memory:',
  ])('accepts %s', (uri) => {
    expect(refusal(uri)).toBeUndefined();
  });
});
