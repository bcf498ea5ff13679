// Rewrites relative imports that climb two or more folders (`../../x`) into the path aliases of
// tsconfig.json (`@app/`, `@common/`, `@server/`). Usage: node scripts/useAliases.mjs [dir…]
// (default: the whole repository); --check lists what it would change and exits 1 if anything.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASED = ['app', 'common', 'server'];
const SCANNED = ['app', 'common', 'server', 'e2e', 'bench'];
// Import specifiers: `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')` and friends.
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual|importMock)\(\s*)(['"])(\.\.\/\.\.\/[^'"]*)\2/g;

/** The alias for a specifier seen from `file`, or undefined when it does not climb into one. */
export function aliasFor(file, specifier) {
  if (!specifier.startsWith('../../')) return undefined;
  const target = path.relative(ROOT, path.resolve(path.dirname(file), specifier));
  const [top, ...rest] = target.split(path.sep);
  if (!ALIASED.includes(top) || rest.length === 0) return undefined;
  return `@${top}/${rest.join('/')}`;
}

/** The file's text with its climbing imports aliased. */
export function rewrite(file, text) {
  return text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const alias = aliasFor(file, specifier);
    return alias ? `${lead}${quote}${alias}${quote}` : whole;
  });
}

function* sources(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* sources(full);
    // TypeScript only: plain .mjs/.js files run under node without tsx, which knows no aliases.
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const dirs = args.filter((arg) => arg !== '--check');
  const roots = dirs.length
    ? dirs.map((d) => path.resolve(d))
    : SCANNED.map((d) => path.join(ROOT, d));
  let changed = 0;
  for (const root of roots.filter((r) => fs.existsSync(r))) {
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8');
      const next = rewrite(file, text);
      if (next === text) continue;
      changed += 1;
      if (check) console.log(path.relative(ROOT, file));
      else fs.writeFileSync(file, next);
    }
  }
  console.log(`${changed} file(s) ${check ? 'would change' : 'changed'}.`);
  if (check && changed > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
