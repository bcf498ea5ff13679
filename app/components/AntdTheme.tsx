import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd with the app's colours. Only lazy admin pages use antd, so this loads with them and
 * never on the SQL Lab or sign-in critical path.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { colorPrimary: '#1f7a8c' } }}>{children}</ConfigProvider>;
}
