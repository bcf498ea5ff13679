import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { chartCatalog } from '@app/charts/registry';
import { Form, Modal, Select } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { type DatasetChoice, datasetChoices, newChartUrl } from './datasetChoices';

/** Superset's default chart type of a new chart. */
const DEFAULT_VIZ_TYPE = 'table';

/** "Create a new chart": choose a dataset (searched on the server) and a chart type, then Explore. */
export function CreateChartModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const [datasets, setDatasets] = useState<DatasetChoice[]>([]);
  const [datasetId, setDatasetId] = useState<number | undefined>();
  const [vizType, setVizType] = useState(DEFAULT_VIZ_TYPE);
  const types = chartCatalog().map((type) => ({
    value: type.vizType,
    label: `${type.name} (${type.category})`,
  }));

  const search = (text: string) => {
    datasetChoices(text).then(setDatasets, showError);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(''), []);

  return (
    <Modal
      title="Create a new chart"
      open
      onCancel={onClose}
      okText="Create new chart"
      okButtonProps={{ disabled: datasetId === undefined }}
      onOk={() => datasetId !== undefined && navigate(newChartUrl(datasetId, vizType))}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Choose a dataset" required>
          <Select<number>
            aria-label="Dataset"
            placeholder="Search datasets"
            value={datasetId}
            onChange={setDatasetId}
            options={datasets}
            showSearch={{ filterOption: false, onSearch: search }}
            notFoundContent="No datasets match"
          />
        </Form.Item>
        <Form.Item label="Choose chart type" required>
          <Select<string>
            aria-label="Chart type"
            value={vizType}
            onChange={setVizType}
            options={types}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
