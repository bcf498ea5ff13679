import { type ComponentProps, lazy, Suspense } from 'react';
import type { DatasetEditModal } from './DatasetEditModal';

type Props = ComponentProps<typeof DatasetEditModal>;

// The editor, antd and the antd theme load together when the editor is first opened, so a page
// without antd (Explore) does not carry them on its first load.
const Themed = lazy(async () => {
  const [{ AntdTheme }, { DatasetEditModal: Modal }] = await Promise.all([
    import('../AntdTheme'),
    import('./DatasetEditModal'),
  ]);
  const ThemedModal = (props: Props) => (
    <AntdTheme>
      <Modal {...props} />
    </AntdTheme>
  );
  return { default: ThemedModal };
});

/** The "Edit Dataset" modal for pages that do not load antd themselves. */
export function LazyDatasetEditModal(props: Props) {
  return (
    <Suspense fallback={null}>
      <Themed {...props} />
    </Suspense>
  );
}
