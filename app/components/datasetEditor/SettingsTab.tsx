import { Form, Input, InputNumber, Select } from '@app/components/antdKit';
import type { Dispatch } from 'react';
import type { DatasetOwner } from '@common/api/datasets';
import type { DatasetDraft, DraftAction } from './datasetDraft';
import { OwnersField } from './OwnersField';

/** Description, default time column, cache timeout, owners, template parameters and SQL. */
export function SettingsTab({
  draft,
  dispatch,
  owners,
  canListUsers,
  problems,
}: {
  draft: DatasetDraft;
  dispatch: Dispatch<DraftAction>;
  owners: DatasetOwner[];
  canListUsers: boolean;
  /** Field messages (from the server or found before saving), shown under their field. */
  problems: Record<string, string[]>;
}) {
  const temporal = draft.columns.filter((column) => column.is_dttm && column.column_name);
  const status = (field: string) => (problems[field] ? ('error' as const) : undefined);
  const help = (field: string) => problems[field]?.join(' ');
  return (
    <Form layout="vertical" className="dataset-edit-tab dataset-edit-settings" component="div">
      <Form.Item label="Description" htmlFor="dataset-description">
        <Input.TextArea
          id="dataset-description"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.description}
          onChange={(e) => dispatch({ type: 'settings', change: { description: e.target.value } })}
        />
      </Form.Item>
      <div className="dataset-edit-row">
        <Form.Item
          label="Default datetime column"
          validateStatus={status('main_dttm_col')}
          help={help('main_dttm_col')}
          extra="The time column charts filter by unless they choose another."
        >
          <Select<string | null>
            aria-label="Default datetime column"
            allowClear
            placeholder="None"
            value={draft.main_dttm_col}
            onChange={(column) => dispatch({ type: 'mainDttm', column: column ?? null })}
            options={temporal.map((c) => ({ value: c.column_name, label: c.column_name }))}
          />
        </Form.Item>
        <Form.Item
          label="Cache timeout (seconds)"
          htmlFor="dataset-cache-timeout"
          validateStatus={status('cache_timeout')}
          help={help('cache_timeout')}
          extra="Empty uses the database's timeout; 0 never caches."
        >
          <InputNumber<number>
            id="dataset-cache-timeout"
            className="tessera-wide"
            min={0}
            precision={0}
            value={draft.cache_timeout}
            onChange={(value) =>
              dispatch({ type: 'settings', change: { cache_timeout: value ?? null } })
            }
          />
        </Form.Item>
      </div>
      <Form.Item label="Owners" validateStatus={status('owners')} help={help('owners')}>
        <OwnersField
          owners={owners}
          value={draft.owners}
          canListUsers={canListUsers}
          onChange={(ids) => dispatch({ type: 'settings', change: { owners: ids } })}
        />
      </Form.Item>
      <Form.Item
        label="Template parameters"
        htmlFor="dataset-template-params"
        validateStatus={status('template_params')}
        help={help('template_params')}
        extra='A JSON object of Jinja parameters for the SQL, e.g. {"year": 2024}'
      >
        <Input.TextArea
          id="dataset-template-params"
          className="tessera-code"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.template_params}
          onChange={(e) =>
            dispatch({ type: 'settings', change: { template_params: e.target.value } })
          }
        />
      </Form.Item>
      {draft.sql !== null && (
        <Form.Item
          label="SQL"
          htmlFor="dataset-sql"
          validateStatus={status('sql')}
          help={help('sql')}
          extra="The query of this virtual dataset. After changing it, save, then sync the columns from the source."
        >
          <Input.TextArea
            id="dataset-sql"
            className="tessera-code"
            autoSize={{ minRows: 4, maxRows: 14 }}
            value={draft.sql}
            onChange={(e) => dispatch({ type: 'settings', change: { sql: e.target.value } })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
