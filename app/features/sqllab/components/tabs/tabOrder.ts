/** The id `step` places after `activeId` in `ids`, going round in a circle. */
export function cycleTab(
  ids: readonly string[],
  activeId: string,
  step: 1 | -1,
): string | undefined {
  if (ids.length === 0) return undefined;
  const at = ids.indexOf(activeId);
  if (at === -1) return ids[0];
  return ids[(at + step + ids.length) % ids.length];
}

const PREFIX = 'Untitled Query';

/** "Untitled Query N" with N one above the highest existing number. */
export function nextUntitledName(names: readonly string[]): string {
  let highest = 0;
  for (const name of names) {
    const match = /^Untitled Query (\d+)$/.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${PREFIX} ${highest + 1}`;
}
