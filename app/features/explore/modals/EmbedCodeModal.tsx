import { useEffect, useState } from 'react';
import { copyToClipboard } from '@app/components/copyToClipboard';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { Spinner } from '@app/components/ui/Spinner';
import { TextInput } from '@app/components/ui/TextInput';

/** The iframe snippet of a permalink shown standalone (chart only). */
export function embedSnippet(permalink: string, width: string, height: string): string {
  const url = new URL(permalink);
  url.searchParams.set('standalone', '1');
  url.searchParams.set('height', height);
  return `<iframe\n  width="${width}"\n  height="${height}"\n  seamless\n  frameBorder="0"\n  scrolling="no"\n  src="${url.href}"\n>\n</iframe>`;
}

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 5);

/** Share → "Embed code": a permalink in an iframe, with its width and height. */
export function EmbedCodeModal(props: {
  open: boolean;
  onClose: () => void;
  createPermalink: () => Promise<string>;
  onCopied: (ok: boolean) => void;
}) {
  const { open, createPermalink } = props;
  const [permalink, setPermalink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState('600');
  const [height, setHeight] = useState('400');

  useEffect(() => {
    if (!open) return;
    let live = true;
    setPermalink(null);
    setError(null);
    createPermalink().then(
      (url) => live && setPermalink(url),
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure.message : 'An error occurred'),
    );
    return () => {
      live = false;
    };
  }, [open, createPermalink]);

  const snippet = permalink ? embedSnippet(permalink, width || '600', height || '400') : '';
  return (
    <Modal title="Embed code" open={open} onClose={props.onClose}>
      <div className="explore-embed" data-test="embed-code-modal">
        {error && <Alert type="error" role="alert" title={error} />}
        {!error && !permalink && <Spinner label="Creating a permalink" />}
        {permalink && (
          <>
            <textarea
              className="explore-embed-code"
              readOnly
              rows={11}
              value={snippet}
              aria-label="Embed code"
              data-test="embed-code"
            />
            <div className="explore-embed-size">
              <label className="explore-field">
                <span>Chart height</span>
                <TextInput
                  value={height}
                  onChange={(text) => setHeight(digits(text))}
                  aria-label="Chart height"
                />
              </label>
              <label className="explore-field">
                <span>Chart width</span>
                <TextInput
                  value={width}
                  onChange={(text) => setWidth(digits(text))}
                  aria-label="Chart width"
                />
              </label>
            </div>
            <div className="explore-modal-footer">
              <Button
                variant="primary"
                onClick={() => void copyToClipboard(snippet).then(props.onCopied)}
              >
                Copy code
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
