import { useEffect, useState } from 'react';
import { getSavedQuery } from '@app/api/savedQueries';
import { Spinner } from '@app/components/ui/Spinner';
import { type QueryEditor, useSqlLabDispatch } from '@app/features/sqllab/state';
import { saveQueryEditor } from '@app/features/sqllab/state/thunks/saveQuery';
import { SaveQueryModal } from './SaveQueryModal';

/** The Save dialog wired to the store: a saved tab starts from its saved description. */
export function SaveQueryDialog({ editor, onClose }: { editor: QueryEditor; onClose: () => void }) {
  const dispatch = useSqlLabDispatch();
  const remoteId = editor.remoteId;
  // The tab does not keep the description; a saved query's is read so an update keeps it.
  const [description, setDescription] = useState<string | undefined>(
    remoteId === null ? '' : undefined,
  );
  useEffect(() => {
    if (remoteId === null) return;
    let live = true;
    getSavedQuery(remoteId)
      .then((saved) => live && setDescription(saved.description))
      .catch(() => live && setDescription(''));
    return () => {
      live = false;
    };
  }, [remoteId]);

  if (description === undefined) return <Spinner label="Loading the saved query" />;
  return (
    <SaveQueryModal
      isUpdate={remoteId !== null}
      initialName={editor.name}
      initialDescription={description}
      onSave={async (input) => {
        const outcome = await dispatch(saveQueryEditor(editor.id, input));
        return outcome.ok ? { ok: true } : outcome;
      }}
      onClose={onClose}
    />
  );
}
