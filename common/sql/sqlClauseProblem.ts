import { scanTokens } from './tokenize';

// Appended before scanning: a string, quoted name or comment that swallows it would also swallow
// whatever SQL follows the clause once it is wrapped.
const SENTINEL = ' 1';

/**
 * Why a SQL fragment cannot stand inside `WHERE (…)` as one boolean expression, or undefined
 * when it can: a second statement, a comment or string that runs on into what follows, or
 * parentheses that close the wrapper.
 */
export function sqlClauseProblem(clause: string): string | undefined {
  const text = clause + SENTINEL;
  let depth = 0;
  let problem: string | undefined;
  scanTokens(text, (token, start) => {
    const runsOn = start + token.text.length === text.length && token.text !== '1';
    if (token.kind === 'punct' && token.text === ';')
      problem = 'A clause is one expression: it cannot hold a second statement.';
    else if (token.kind === 'comment' && runsOn)
      problem = 'A comment in a clause must not run to its end: use /* … */.';
    else if ((token.kind === 'string' || token.kind === 'quoted') && runsOn)
      problem = 'The clause has an unterminated string or quoted name.';
    else if (token.kind === 'punct' && token.text === '(') depth += 1;
    else if (token.kind === 'punct' && token.text === ')' && --depth < 0)
      problem = 'The clause closes a parenthesis it did not open.';
    return problem !== undefined;
  });
  if (problem) return problem;
  if (depth > 0) return 'The clause leaves a parenthesis open.';
  return undefined;
}
