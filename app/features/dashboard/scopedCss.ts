/**
 * A dashboard's own CSS, confined to the dashboard: its rules go inside
 * `@scope (.dashboard-<id>) { … }`, so they style only elements within the dashboard page and
 * never the app's navigation, modals elsewhere or other pages. At-rules that cannot be scoped
 * (imports, fonts, keyframes) stay at the top level, where the CSS rules require them.
 */

/** At-rules kept outside the scope block. */
const TOP_LEVEL =
  /^@(import|charset|namespace|font-face|(-[a-z]+-)?keyframes|property|layer\s*[^{]*;)/i;

/** Splits CSS into top-level statements (a rule with its block, or an at-rule ending in `;`). */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        statements.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      statements.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) statements.push(rest);
  return statements.filter((statement) => statement !== '' && !/^\/\*[\s\S]*\*\/$/.test(statement));
}

/** The class of the element that wraps a dashboard page. */
export function dashboardScopeClass(dashboardId: number): string {
  return `dashboard-${dashboardId}`;
}

/** The dashboard's CSS with its rules confined to `.dashboard-<id>` (see the file comment). */
export function scopeDashboardCss(css: string, dashboardId: number): string {
  const statements = topLevelStatements(css);
  if (statements.length === 0) return '';
  const hoisted = statements.filter((statement) => TOP_LEVEL.test(statement));
  const scoped = statements.filter((statement) => !TOP_LEVEL.test(statement));
  const parts = [...hoisted];
  if (scoped.length > 0) {
    parts.push(`@scope (.${dashboardScopeClass(dashboardId)}) {\n${scoped.join('\n')}\n}`);
  }
  return parts.join('\n');
}
