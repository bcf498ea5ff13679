import type { DatasetRelatedObjects } from '@common/api/datasets';

const SHOWN = 10;

/** "A, B, C" or, past ten names, "A, …, J and 4 more". */
function nameList(names: string[], count: number): string {
  const shown = names.slice(0, SHOWN).join(', ');
  const more = count - Math.min(names.length, SHOWN);
  return more > 0 ? `${shown} and ${more} more` : shown;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * What deleting a dataset would break, in words: "This dataset is used by 3 charts: A, B, C."
 * and the dashboards showing them; null when nothing uses it.
 */
export function relatedObjectsText(related: DatasetRelatedObjects): string[] | null {
  const { charts, dashboards } = related;
  if (charts.count === 0 && dashboards.count === 0) return null;
  const lines = [
    `This dataset is used by ${plural(charts.count, 'chart')}: ${nameList(
      charts.result.map((chart) => chart.slice_name),
      charts.count,
    )}.`,
  ];
  if (dashboards.count > 0)
    lines.push(
      `They appear on ${plural(dashboards.count, 'dashboard')}: ${nameList(
        dashboards.result.map((dashboard) => dashboard.title),
        dashboards.count,
      )}.`,
    );
  const one = charts.count + dashboards.count === 1;
  lines.push(`Deleting the dataset will break ${one ? 'it' : 'them'}.`);
  return lines;
}
