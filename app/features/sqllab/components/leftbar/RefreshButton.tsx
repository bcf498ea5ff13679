import { Tooltip } from '@app/components/ui/Tooltip';

/** The round-arrow button beside a list that re-reads it with force (Superset's RefreshLabel). */
export function RefreshButton({
  title,
  loading,
  onClick,
}: {
  /** Tooltip and accessible name, e.g. "Force refresh schema list". */
  title: string;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <button
        type="button"
        className={`sqllab-refresh ${loading ? 'is-loading' : ''}`}
        aria-label={title}
        aria-busy={loading || undefined}
        onClick={loading ? undefined : onClick}
      >
        <span aria-hidden="true">↻</span>
      </button>
    </Tooltip>
  );
}
