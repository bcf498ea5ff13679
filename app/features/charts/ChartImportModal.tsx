import { useState } from 'react';
import { ApiError } from '@app/api/client';
import { Alert, Checkbox, Form, Input, Modal } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { importCharts } from './chartListCalls';

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
 * "Import chart": uploads an export bundle (ZIP). The server checks every file first; masked
 * database passwords are asked for here, and existing charts are replaced only when asked.
 */
export function ChartImportModal({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: () => void;
}) {
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await importCharts(file, passwords, overwrite);
      dispatch(addSuccessToast('Chart imported'));
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
      title="Import chart"
      open
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
          Overwrite charts, datasets and databases that already exist
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
