// The one door from pages to antd: lint forbids `antd` and `@ant-design/*` outside
// app/components/, so which antd parts the app uses (and could swap) is decided here. Only
// lazily loaded pages may import this file: antd must never reach the entry chunk or SQL Lab,
// which use the light kit of components/ui.
import { Typography } from 'antd';

export {
  Alert,
  Button,
  Card,
  Checkbox,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
} from 'antd';
export type { TableColumnsType } from 'antd';

/** Inline text (strong, secondary, code) in antd's type scale. */
export const Text = Typography.Text;
/** A paragraph that can be cut to a number of rows with a tooltip. */
export const Paragraph = Typography.Paragraph;
/** A heading in antd's type scale. */
export const Title = Typography.Title;
