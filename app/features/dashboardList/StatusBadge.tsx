/** "Published" or "Draft" as a small badge. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span className={`dashboard-status dashboard-status-${published ? 'published' : 'draft'}`}>
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
