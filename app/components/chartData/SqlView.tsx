import { copyToClipboard } from '@app/components/copyToClipboard';
import { Button } from '@app/components/ui/Button';
import './chartData.css';

/** The SQL of a chart's queries, formatted when the formatter can read it. */
export async function formatSql(text: string): Promise<string> {
  // The formatter loads only when a query is viewed.
  const { format } = await import('sql-formatter');
  try {
    return format(text, { language: 'sql' });
  } catch {
    return text;
  }
}

/** A chart's SQL with a Copy button above it ("View query" in Explore and the chart menu). */
export function SqlView({
  sql,
  onCopied,
  copyTestId,
}: {
  sql: string;
  onCopied: (ok: boolean) => void;
  copyTestId?: string;
}) {
  return (
    <>
      <div className="chart-sql-toolbar">
        <Button
          size="small"
          data-test={copyTestId}
          onClick={() => void copyToClipboard(sql).then(onCopied)}
        >
          Copy
        </Button>
      </div>
      <pre className="chart-sql">{sql}</pre>
    </>
  );
}
