// A lint rule for the architecture's boundaries (docs/ARCHITECTURE.md). It resolves each import
// (relative or through the @app/@common/@server aliases) to a folder of the repository, so a
// boundary holds however the import is spelt, and folders added later are covered unedited.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ALIASES = [
  ['@app/', 'app/'],
  ['@common/', 'common/'],
  ['@server/', 'server/'],
];

/** The repository-relative path an import names, or undefined for a package. */
export function importedPath(fromFile, specifier) {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(fromFile), specifier);
    return path.relative(ROOT, target).split(path.sep).join('/');
  }
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? alias[1] + specifier.slice(alias[0].length) : undefined;
}

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

// The first folder below `folder` that `file` is in (its feature, for app/features).
function islandOf(file, folder) {
  if (!file.startsWith(`${folder}/`)) return undefined;
  const rest = file.slice(folder.length + 1).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

/** Why an import from `file` of `target` crosses a boundary, or undefined when it may. */
export function boundaryViolation(options, file, target) {
  for (const zone of options.zones ?? []) {
    if (inside(file, zone.from) && zone.forbid.some((folder) => inside(target, folder))) {
      return zone.message;
    }
  }
  for (const island of options.islands ?? []) {
    const own = islandOf(file, island.folder);
    const other = inside(target, island.folder)
      ? target.slice(island.folder.length + 1).split('/')[0]
      : undefined;
    if (own !== undefined && other !== undefined && other !== '' && other !== own)
      return island.message;
  }
  return undefined;
}

/** `tessera/boundaries`: zones (folder → forbidden folders) and islands (sibling folders apart). */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the architecture boundaries' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' }, islands: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importedPath(context.filename, source.value);
      if (target === undefined) return;
      const message = boundaryViolation(options, file, target);
      if (message) context.report({ node: source, message: `${message} ('${source.value}')` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
