import { describe, expect, it } from 'vitest';
import { dashboardScopeClass, scopeDashboardCss, topLevelStatements } from './scopedCss';

describe('dashboard CSS scoping', () => {
  it('wraps rules in @scope of the dashboard class', () => {
    expect(scopeDashboardCss('.header { color: red; }\nh1{margin:0}', 7)).toBe(
      '@scope (.dashboard-7) {\n.header { color: red; }\nh1{margin:0}\n}',
    );
    expect(dashboardScopeClass(7)).toBe('dashboard-7');
  });

  it('keeps imports, fonts and keyframes at the top level', () => {
    const css = [
      "@import url('x.css');",
      '@font-face { font-family: A; src: url(a.woff); }',
      '@keyframes spin { from { rotate: 0 } to { rotate: 1turn } }',
      '.chart { animation: spin 1s; }',
      '@media (max-width: 600px) { .chart { display: none } }',
    ].join('\n');
    const scoped = scopeDashboardCss(css, 3);
    const [before, inside] = scoped.split('@scope (.dashboard-3) {');
    expect(before).toContain("@import url('x.css');");
    expect(before).toContain('@font-face');
    expect(before).toContain('@keyframes spin');
    expect(inside).toContain('.chart { animation: spin 1s; }');
    expect(inside).toContain('@media (max-width: 600px)');
  });

  it('is not fooled by braces in strings or comments', () => {
    const css = '.a::after { content: "}"; } /* } */ .b { color: blue }';
    expect(topLevelStatements(css)).toEqual([
      '.a::after { content: "}"; }',
      '/* } */ .b { color: blue }',
    ]);
  });

  it('gives nothing for empty or comment-only CSS', () => {
    expect(scopeDashboardCss('', 1)).toBe('');
    expect(scopeDashboardCss('  /* nothing */ ', 1)).toBe('');
  });

  it('an unclosed rule stays inside the scope', () => {
    expect(scopeDashboardCss('body { color: red', 2)).toBe(
      '@scope (.dashboard-2) {\nbody { color: red\n}',
    );
  });
});
