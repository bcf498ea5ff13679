import type { ChartListItem } from './chartPresentation';

/** The favourite star: filled when starred; a click toggles it. */
export function StarButton({
  chart,
  onStar,
}: {
  chart: ChartListItem;
  onStar: (chart: ChartListItem) => void;
}) {
  return (
    <button
      type="button"
      className={`chart-star${chart.starred ? ' chart-star-on' : ''}`}
      aria-pressed={chart.starred}
      aria-label={chart.starred ? `Unstar ${chart.slice_name}` : `Star ${chart.slice_name}`}
      title={chart.starred ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => onStar(chart)}
    >
      {chart.starred ? '★' : '☆'}
    </button>
  );
}

/** A certification badge with who certified it (and details) as its tooltip; nothing if uncertified. */
export function CertifiedMark({ chart }: { chart: ChartListItem }) {
  if (!chart.certified_by) return null;
  const text = `Certified by ${chart.certified_by}${
    chart.certification_details ? `: ${chart.certification_details}` : ''
  }`;
  return (
    <span className="chart-certified" role="img" aria-label={text} title={text}>
      ✔
    </span>
  );
}
