/** Saves a file download: a blob (through an object URL) or a data URL, on a temporary link. */
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
