import { useState } from 'react';
import { createDataset } from '@app/api/datasets';
import { Button } from '@app/components/ui/Button';
import { addSuccessToast } from '@app/store/messageToasts';
import { type Query, useSqlLabDispatch } from '@app/features/sqllab/state';
import { NameDialog } from '../common/NameDialog';
import '../common/saveShare.css';

/** "Created table main.x" for a CTAS run, "Created view …" for CVAS; nothing otherwise. */
export function ctasNotice(
  query: Pick<Query, 'ctas' | 'ctas_method' | 'tempSchema' | 'schema' | 'tempTable'>,
): string | undefined {
  if (!query.ctas || !query.tempTable) return undefined;
  const schema = query.tempSchema ?? query.schema;
  const word = query.ctas_method === 'VIEW' ? 'view' : 'table';
  return `Created ${word} ${schema ? `${schema}.` : ''}${query.tempTable}`;
}

// A dataset name made from the tab's name and the time, as Superset suggests one.
const suggestedName = (tab: string | null) =>
  `${tab ?? 'Query'} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`.slice(0, 250);

/** Above a successful result: the CTAS notice and "Save dataset" with its dialog. */
export function ResultExtras({ query }: { query: Query }) {
  const dispatch = useSqlLabDispatch();
  const [open, setOpen] = useState(false);
  const notice = ctasNotice(query);

  const save = async (name: string): Promise<string | undefined> => {
    try {
      await createDataset({
        database: query.dbId,
        catalog: query.catalog ?? null,
        schema: query.schema ?? null,
        sql: query.sql,
        table_name: name,
        template_params: query.templateParams?.trim() ? query.templateParams : null,
      });
    } catch (error) {
      // A taken name answers 422 "Dataset … already exists": shown in the dialog as it is.
      return error instanceof Error && error.message
        ? error.message
        : 'The dataset could not be saved.';
    }
    dispatch(addSuccessToast(`Dataset ${name} was saved`));
    return undefined;
  };

  return (
    <div className="sqllab-result-extras">
      {notice && (
        <span className="sqllab-ctas-notice" role="status">
          {notice}
        </span>
      )}
      <Button size="small" onClick={() => setOpen(true)}>
        Save dataset
      </Button>
      {open && (
        <NameDialog
          title="Save dataset"
          label="Dataset name"
          okText="Save"
          initialName={suggestedName(query.tab)}
          onSubmit={save}
          onClose={() => setOpen(false)}
        >
          <p className="sqllab-secondary">A virtual dataset of this query, for charts to use.</p>
        </NameDialog>
      )}
    </div>
  );
}
