/** Runs the chart menu's downloads: data files from the chart data API, and images. */
import { type ChartDataRequest, UNEXPECTED_STATUS_MESSAGE } from '@app/api/chartData';
import { ApiError, apiFetchBinary } from '@app/api/client';

const ACCEPT = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** POST /api/v1/chart/data with a csv or xlsx result format: the file's bytes. */
export async function fetchChartFile(request: ChartDataRequest, sliceId: number): Promise<Blob> {
  const format = request.result_format === 'xlsx' ? 'xlsx' : 'csv';
  const path = `/api/v1/chart/data?form_data=${encodeURIComponent(JSON.stringify({ slice_id: sliceId }))}`;
  const answer = await apiFetchBinary('POST', path, request, ACCEPT[format], {
    timeoutMs: 300_000,
  });
  if (answer.status !== 200)
    throw new ApiError({ error: UNEXPECTED_STATUS_MESSAGE, status: answer.status });
  return new Blob([answer.body], { type: answer.contentType || ACCEPT[format] });
}

/** Saves a file: an object URL or data URL on a temporary link. */
export function saveFile(data: Blob | string, fileName: string): void {
  const url = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
