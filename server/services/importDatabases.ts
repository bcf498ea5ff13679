import { parse } from 'yaml';
import { z } from 'zod';
import { databaseCreateBody, type DatabaseCreateBody, PASSWORD_MASK } from '@common/api/databases';
import { ErrorType } from '@common/errors/errorTypes';
import type { AppContext } from '../context';
import { AppError, FieldValidationError } from '../errors';
import { splitPassword, withPassword } from './databaseUri';
import { readImportBundle } from './readImportBundle';
import { saveDatabase } from './saveDatabase';
import { validateDatabaseUri } from './validateDatabaseUri';

const MAX_DATABASES = 100;

/** What Tessera reads of a bundle's database file; Superset's other keys are ignored. */
const bundleDatabase = z.object({
  database_name: z.string(),
  sqlalchemy_uri: z.string(),
  cache_timeout: z.int().min(0).nullable().optional(),
  expose_in_sqllab: z.boolean().optional(),
  allow_run_async: z.boolean().optional(),
  allow_dml: z.boolean().optional(),
  allow_ctas: z.boolean().optional(),
  allow_cvas: z.boolean().optional(),
  extra: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .nullable()
    .optional(),
});

export interface ImportOptions {
  /** Passwords by the bundle's file name (`databases/x.yaml`), for URIs exported masked. */
  passwords: Record<string, string>;
  /** Replace databases of the same name rather than refusing them. */
  overwrite: boolean;
}

function importError(extra: Record<string, unknown>): AppError {
  return new AppError(422, 'Error importing database', ErrorType.GENERIC_COMMAND_ERROR, extra);
}

/** The YAML texts of a bundle by bundle path; refuses what is not a ZIP or too large. */
function readBundle(zip: Uint8Array): Map<string, string> {
  return readImportBundle(zip, { folders: ['databases'], importError, noun: 'databases' });
}

/** A YAML document, or a field error naming what is wrong with it. */
function parseYaml(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 }) as unknown;
  } catch (error) {
    throw new FieldValidationError({ _schema: [`Not valid YAML: ${(error as Error).message}`] });
  }
}

/** One database file of the bundle as a create body; `masked` when its password is not in it. */
async function readDatabase(
  ctx: AppContext,
  text: string,
): Promise<{ body: DatabaseCreateBody; masked: boolean }> {
  const parsed = bundleDatabase.safeParse(parseYaml(text));
  if (!parsed.success) throw FieldValidationError.fromZod(parsed.error);
  const { extra, ...fields } = parsed.data;
  const body = databaseCreateBody.safeParse({
    ...fields,
    extra: typeof extra === 'string' ? extra : JSON.stringify(extra ?? {}),
  });
  if (!body.success) throw FieldValidationError.fromZod(body.error);
  await validateDatabaseUri(
    body.data.sqlalchemy_uri,
    ctx.config.home,
    ctx.config.allowLocalFileDatabases,
  );
  return {
    body: body.data,
    masked: splitPassword(body.data.sqlalchemy_uri).password === PASSWORD_MASK,
  };
}

/**
 * Imports Superset's database export bundle: every database file is read and checked by the
 * same validator as a create before any is saved, so a bad file saves nothing. Databases are
 * matched by name; an existing one is replaced only with `overwrite`.
 */
export async function importDatabases(
  ctx: AppContext,
  actorId: number,
  zip: Uint8Array,
  options: ImportOptions,
): Promise<string[]> {
  const files = readBundle(zip);
  let metadata: unknown;
  try {
    metadata = parseYaml(files.get('metadata.yaml') ?? '');
  } catch {
    metadata = undefined;
  }
  if ((metadata as { type?: unknown } | null | undefined)?.type !== 'Database')
    throw importError({
      'metadata.yaml': 'Not a database export: metadata.yaml must say type: Database',
    });
  const databaseFiles = [...files.keys()].filter((name) => name.startsWith('databases/')).sort();
  if (databaseFiles.length === 0)
    throw importError({ file: 'The bundle holds no databases/*.yaml file' });
  if (databaseFiles.length > MAX_DATABASES)
    throw importError({ file: `At most ${MAX_DATABASES} databases can be imported at once` });

  const problems: Record<string, unknown> = {};
  const bodies: [DatabaseCreateBody, number | undefined][] = [];
  const names = new Set<string>();
  for (const file of databaseFiles) {
    try {
      const { body, masked } = await readDatabase(ctx, files.get(file) ?? '');
      const existing = await ctx.databases.findByName(body.database_name);
      const password = options.passwords[file];
      if (existing && !options.overwrite) {
        problems[file] = 'Database already exists and `overwrite=true` was not passed';
      } else if (existing?.is_examples) {
        problems[file] = 'The examples database cannot be replaced by an import';
      } else if (names.has(body.database_name.toLowerCase())) {
        problems[file] = `Another file of the bundle also names ${body.database_name}`;
      } else if (masked && password === undefined && !existing?.password_encrypted) {
        // Overwriting a database that has a password keeps it, as saving the mask does.
        problems[file] = { _schema: ['Must provide a password for the database'] };
      } else {
        if (masked && password !== undefined)
          body.sqlalchemy_uri = withPassword(
            splitPassword(body.sqlalchemy_uri).uriWithoutPassword,
            password,
          );
        bodies.push([body, existing?.id]);
      }
      names.add(body.database_name.toLowerCase());
    } catch (error) {
      if (!(error instanceof FieldValidationError)) throw error;
      problems[file] = error.fields;
    }
  }
  if (Object.keys(problems).length > 0) throw importError(problems);
  for (const [body, id] of bodies) await saveDatabase(ctx, actorId, id, body);
  return bodies.map(([body]) => body.database_name);
}
