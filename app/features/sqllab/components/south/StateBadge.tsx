import { QUERY_STATE_COLOURS } from '@app/components/queryStateColours';
import { Tag } from '@app/components/ui/Tag';

/** A query state as a coloured tag. */
export function StateBadge({ state }: { state: string }) {
  return (
    <Tag color={QUERY_STATE_COLOURS[state] ?? 'default'} className="sqllab-state-badge">
      {state.replace('_', ' ')}
    </Tag>
  );
}
