import { lazy, Suspense, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { type QueryEditor, useSqlLabDispatch } from '@app/features/sqllab/state';

// The dialogs and their calls are off SQL Lab's critical path: they load when first used.
const SaveQueryDialog = lazy(() =>
  import('./SaveQueryDialog').then((m) => ({ default: m.SaveQueryDialog })),
);
const ShareLinkDialog = lazy(() =>
  import('./ShareLinkDialog').then((m) => ({ default: m.ShareLinkDialog })),
);

/** The toolbar's "Copy link" and "Save" of a tab, with their dialogs. */
export function SaveShareButtons({ editor }: { editor: QueryEditor }) {
  const dispatch = useSqlLabDispatch();
  const [saveOpen, setSaveOpen] = useState(false);
  const [linking, setLinking] = useState(false);
  const [shownUrl, setShownUrl] = useState<string>();
  const ready = editor.dbId !== undefined && editor.sql.trim() !== '';

  const copyLink = async () => {
    setLinking(true);
    try {
      const { copyQueryLink } = await import('@app/features/sqllab/state/thunks/copyQueryLink');
      const outcome = await dispatch(copyQueryLink(editor.id));
      if (outcome && !outcome.copied) setShownUrl(outcome.url);
    } finally {
      setLinking(false);
    }
  };

  return (
    <>
      <Button disabled={!ready} loading={linking} onClick={() => void copyLink()}>
        Copy link
      </Button>
      <Button disabled={!ready} onClick={() => setSaveOpen(true)}>
        Save
      </Button>
      <Suspense fallback={null}>
        {saveOpen && <SaveQueryDialog editor={editor} onClose={() => setSaveOpen(false)} />}
        {shownUrl !== undefined && (
          <ShareLinkDialog url={shownUrl} onClose={() => setShownUrl(undefined)} />
        )}
      </Suspense>
    </>
  );
}
