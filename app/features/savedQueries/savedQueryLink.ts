/** The address that opens a saved query in SQL Lab, as "Copy link" shares it. */
export function savedQueryLink(id: number): string {
  return `${window.location.origin}/sqllab/?savedQueryId=${id}`;
}
