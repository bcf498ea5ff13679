/**
 * A running query's bar: the engine's percent where it reports one (DuckDB), else a moving
 * stripe (PostgreSQL and MySQL report none, and a run's first moments have none yet).
 */
export function RunProgress({ progress }: { progress: number | null | undefined }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress ?? 0)));
  const known = percent > 0;
  return (
    <>
      <div
        className={`sqllab-progress${known ? '' : ' is-indeterminate'}`}
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={known ? `${percent}%` : 'In progress'}
      >
        <div
          className="sqllab-progress-fill"
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      {known && <span className="sqllab-progress-percent sqllab-small">{percent}%</span>}
    </>
  );
}
