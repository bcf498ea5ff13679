import type { IndexView } from './tableView';

/** A table card's indexes: name, columns in key order, and whether each is unique. */
export function TableIndexes({
  tableName,
  indexes,
}: {
  tableName: string;
  indexes: readonly IndexView[];
}) {
  return (
    <div className="sqllab-indexes">
      <span className="sqllab-indexes-title">Indexes</span>
      <ul aria-label={`Indexes of ${tableName}`}>
        {indexes.map((index) => (
          <li key={index.name} className="sqllab-index">
            <span className="sqllab-index-name" title={index.name}>
              {index.name}
            </span>
            <span className="sqllab-index-columns">({index.column_names.join(', ')})</span>
            {index.unique && <span className="sqllab-unique-tag">unique</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
