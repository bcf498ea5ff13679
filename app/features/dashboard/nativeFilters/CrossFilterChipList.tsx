import type { CrossFilterChip } from './crossFilterChips';

/** The applied cross-filters as chips, each removable with its ×. */
export function CrossFilterChipList({
  chips,
  onRemove,
}: {
  chips: CrossFilterChip[];
  onRemove: (chartId: number) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <section className="nf-cross" aria-label="Cross-filters">
      <h3 className="nf-section-title">Cross-filters</h3>
      <ul className="nf-chips">
        {chips.map((chip) => (
          <li
            key={chip.chartId}
            className="nf-chip"
            data-test={`cross-filter-chip-${chip.chartId}`}
          >
            <span className="nf-chip-text" title={chip.text}>
              <span className="nf-chip-chart">{chip.chartName}</span>
              {`: ${chip.column} = ${chip.value}`}
            </span>
            <button
              type="button"
              className="nf-chip-remove"
              aria-label={`Remove cross-filter ${chip.text}`}
              onClick={() => onRemove(chip.chartId)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
