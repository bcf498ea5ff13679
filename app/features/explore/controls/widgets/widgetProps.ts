import type { ControlSpec, FormData } from '@app/charts/types';
import type { DatasourcePayload } from '@common/api/datasets';

/** What every control widget receives from the control panel. */
export interface WidgetProps {
  control: ControlSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  formData: FormData;
  datasource: DatasourcePayload | null;
  /** The id of the widget's main input, which the control's label points at. */
  inputId: string;
  disabled: boolean;
}
