import { useEffect, useState } from 'react';
import { ApiError } from '@app/api/client';
import { Alert, Checkbox, Form, Input, Modal } from './antdKit';
import { useApiErrorToast } from './useApiErrorToast';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';

const PASSWORD_NEEDED = 'Must provide a password for the database';

/** What the server said of each bundle file that could not be imported, as readable lines. */
function fileProblems(error: ApiError): Record<string, string> {
  const extra = error.normalized.errors?.[0]?.extra ?? {};
  const problems: Record<string, string> = {};
  for (const [file, problem] of Object.entries(extra)) {
    if (file === 'issue_codes') continue;
    problems[file] =
      typeof problem === 'string'
        ? problem
        : Object.values(problem as Record<string, string[]>)
            .flat()
            .join(' ');
  }
  if (Object.keys(problems).length === 0) problems.bundle = error.message;
  return problems;
}

/**
 * An "Import …" dialog for an export bundle (Tessera's or Superset's ZIP): the server checks
 * every file first; masked database passwords are asked for here and the import sent again.
 */
export function ImportBundleModal(props: {
  title: string;
  open: boolean;
  /** What the overwrite checkbox says, e.g. "Overwrite databases that already exist". */
  overwriteLabel: string;
  /** Sends the bundle; answers the success toast's text. */
  upload: (file: File, passwords: Record<string, string>, overwrite: boolean) => Promise<string>;
  onClose: () => void;
  onImported: () => void;
}) {
  const { title, open, overwriteLabel, upload, onClose, onImported } = props;
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setOverwrite(false);
    setPasswords({});
    setProblems({});
  }, [open]);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      dispatch(addSuccessToast(await upload(file, passwords, overwrite)));
      onImported();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setProblems(fileProblems(error));
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  const asking = Object.entries(problems)
    .filter(([, problem]) => problem.includes(PASSWORD_NEEDED))
    .map(([name]) => name);
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Import"
      okButtonProps={{ disabled: !file, loading: busy }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Export file (ZIP)" required>
          <input
            type="file"
            accept=".zip,application/zip"
            aria-label="Export file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblems({});
            }}
          />
        </Form.Item>
        {asking.map((name) => (
          <Form.Item key={name} label={`${name} needs a password`}>
            <Input.Password
              aria-label={`Password for ${name}`}
              value={passwords[name] ?? ''}
              onChange={(event) => setPasswords({ ...passwords, [name]: event.target.value })}
            />
          </Form.Item>
        ))}
        <Checkbox checked={overwrite} onChange={(event) => setOverwrite(event.target.checked)}>
          {overwriteLabel}
        </Checkbox>
        {Object.keys(problems).length > 0 && (
          <Alert
            type="error"
            style={{ marginTop: 16 }}
            title="Nothing was imported"
            description={
              <ul>
                {Object.entries(problems).map(([name, problem]) => (
                  <li key={name}>
                    <strong>{name}</strong>: {problem}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Form>
    </Modal>
  );
}
