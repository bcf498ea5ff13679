import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded page that uses antd: the page, antd and the antd theme load together when
 * the page is first shown, so antd never weighs on the entry chunk or on SQL Lab.
 */
export function lazyAntdPage(
  load: () => Promise<ComponentType>,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ AntdTheme }, Page] = await Promise.all([import('./AntdTheme'), load()]);
    const Themed = () => (
      <AntdTheme>
        <Page />
      </AntdTheme>
    );
    return { default: Themed };
  });
}
