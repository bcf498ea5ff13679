import { useEffect, useState } from 'react';
import type { ChartRelatedOption } from '@common/api/charts';
import type { ExploreSlice } from '@common/api/explore';
import { chartOwnerOptions, getChart, updateChart } from '@app/api/charts';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { SearchSelect } from '@app/components/ui/SearchSelect';
import { Tag } from '@app/components/ui/Tag';
import { TextInput } from '@app/components/ui/TextInput';
import { sliceFromRecord } from '../save/sliceFromRecord';

interface Owner {
  id: number;
  name: string;
}

/** "Edit chart properties": name, description, owners, cache timeout and certification. */
export function PropertiesModal(props: {
  open: boolean;
  onClose: () => void;
  slice: ExploreSlice;
  onSaved: (slice: ExploreSlice) => void;
}) {
  const { open, slice } = props;
  const [name, setName] = useState(slice.slice_name);
  const [description, setDescription] = useState(slice.description ?? '');
  const [cacheTimeout, setCacheTimeout] = useState('');
  const [certifiedBy, setCertifiedBy] = useState('');
  const [certificationDetails, setCertificationDetails] = useState('');
  const [owners, setOwners] = useState<Owner[]>([]);
  const [choices, setChoices] = useState<ChartRelatedOption[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    getChart(slice.slice_id).then(
      ({ result }) => {
        if (!live) return;
        setName(result.slice_name);
        setDescription(result.description ?? '');
        setCacheTimeout(result.cache_timeout === null ? '' : String(result.cache_timeout));
        setCertifiedBy(result.certified_by ?? '');
        setCertificationDetails(result.certification_details ?? '');
        setOwners(
          result.owners.map((owner) => ({
            id: owner.id,
            name: `${owner.first_name} ${owner.last_name}`.trim(),
          })),
        );
      },
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure.message : 'An error occurred'),
    );
    chartOwnerOptions('').then(
      (options) => live && setChoices(options),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, slice.slice_id]);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const timeout = cacheTimeout.trim() === '' ? null : Number(cacheTimeout);
      const answer = await updateChart(slice.slice_id, {
        slice_name: name,
        description: description || null,
        owners: owners.map((owner) => owner.id),
        cache_timeout: timeout,
        certified_by: certifiedBy || null,
        certification_details: certificationDetails || null,
      });
      props.onSaved(sliceFromRecord(answer.result));
      props.onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'An error occurred');
    } finally {
      setSaving(false);
    }
  };

  const ownerIds = new Set(owners.map((owner) => owner.id));
  return (
    <Modal title="Edit Chart Properties" open={open} onClose={props.onClose}>
      <div className="explore-properties" data-test="properties-modal">
        {error && <Alert type="error" role="alert" title={error} />}
        <label className="explore-field">
          <span>Name</span>
          <TextInput value={name} onChange={setName} aria-label="Name" />
        </label>
        <label className="explore-field">
          <span>Description</span>
          <textarea
            className="ui-input explore-textarea"
            value={description}
            rows={3}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <div className="explore-field">
          <span>Owners</span>
          <div className="explore-owner-tags">
            {owners.map((owner) => (
              <Tag key={owner.id}>
                {owner.name}{' '}
                <button
                  type="button"
                  className="ui-close"
                  aria-label={`Remove ${owner.name}`}
                  onClick={() => setOwners(owners.filter((other) => other.id !== owner.id))}
                >
                  ×
                </button>
              </Tag>
            ))}
          </div>
          <SearchSelect<number>
            aria-label="Add an owner"
            placeholder="Add an owner"
            value={undefined}
            options={choices
              .filter((choice) => !ownerIds.has(choice.value))
              .map((choice) => ({ value: choice.value, label: choice.text }))}
            onChange={(id) => {
              const choice = choices.find((option) => option.value === id);
              if (choice) setOwners([...owners, { id: choice.value, name: choice.text }]);
            }}
          />
        </div>
        <label className="explore-field">
          <span>Cache timeout (seconds)</span>
          <TextInput
            value={cacheTimeout}
            onChange={(text) => setCacheTimeout(text.replace(/\D/g, ''))}
            aria-label="Cache timeout"
          />
        </label>
        <label className="explore-field">
          <span>Certified by</span>
          <TextInput value={certifiedBy} onChange={setCertifiedBy} aria-label="Certified by" />
        </label>
        <label className="explore-field">
          <span>Certification details</span>
          <TextInput
            value={certificationDetails}
            onChange={setCertificationDetails}
            aria-label="Certification details"
          />
        </label>
        <div className="explore-modal-footer">
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={name.trim() === ''}
            onClick={() => void save()}
          >
            Save
          </Button>
        </div>
      </div>
    </Modal>
  );
}
