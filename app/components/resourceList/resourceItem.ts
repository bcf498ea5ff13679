/** A user as list rows name their owners. */
export type ResourceOwner = { id: number; first_name: string; last_name: string };

/** What the chart and dashboard lists have in common about a row. */
export type ResourceListItem = {
  id: number;
  starred: boolean;
  certified_by: string | null;
  certification_details: string | null;
  owners: ResourceOwner[];
  changed_on_delta_humanized: string;
  changed_by_name: string;
};

/** Which list a page is, for API paths, test ids and wording ("chart", "dashboard"). */
export type ResourceKind<T> = {
  /** The API resource and the singular noun: `/api/v1/<noun>/`, `data-test="<noun>-card-1"`. */
  noun: 'chart' | 'dashboard';
  name: (item: T) => string;
  url: (item: T) => string;
};

/** What a row's action buttons do; edit and delete show only where `canChange` allows. */
export type ResourceActions<T> = {
  canChange: (item: T) => boolean;
  canExport: boolean;
  onEdit: (item: T) => void;
  onDelete: (item: T) => Promise<unknown>;
  onExport: (item: T) => void;
};

/** "Ann Tester". */
export function ownerName(owner: ResourceOwner): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}

/** "AT": an owner's initials for an avatar. */
export function ownerInitials(owner: ResourceOwner): string {
  const letters = [owner.first_name, owner.last_name].map((part) => part.trim()[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

/** "3 charts", "1 dashboard". */
export function countOf(noun: string, count: number): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
