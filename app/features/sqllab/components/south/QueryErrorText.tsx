/** Where an engine's error quotes the SQL: a `LINE n:` line and a caret under the culprit. */
const EXCERPT = /\n(?=LINE \d+: )/;

/**
 * A run's error message; a quoted SQL excerpt keeps its columns in a monospace block, so the
 * caret stands under the character it points at.
 */
export function QueryErrorText({ message }: { message: string }) {
  const [text, ...excerpt] = message.split(EXCERPT);
  if (excerpt.length === 0) return <>{message}</>;
  return (
    <>
      {text?.trimEnd()}
      <pre className="sqllab-error__excerpt">{excerpt.join('\n')}</pre>
    </>
  );
}
