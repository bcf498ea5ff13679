import { Result } from 'antd';

/** Says plainly that a feature is not built yet; never fakes its content. */
export function ComingLater({ feature }: { feature: string }) {
  return (
    <Result
      status="info"
      title={<h1 className="tessera-result-title">{feature}</h1>}
      subTitle={`${feature} is not built yet. It arrives in a later release.`}
    />
  );
}
