import { Button, Result } from 'antd';
import { Link } from 'react-router';

const TEXT = {
  403: 'You do not have permission to view this page.',
  404: 'This page does not exist.',
} as const;

/** A whole-page 403 or 404. */
export function ErrorPage({ status }: { status: 403 | 404 }) {
  return (
    <Result
      status={status}
      title={<h1 className="tessera-result-title">{status}</h1>}
      subTitle={TEXT[status]}
      extra={
        <Link to="/">
          <Button type="primary">Back home</Button>
        </Link>
      }
    />
  );
}
