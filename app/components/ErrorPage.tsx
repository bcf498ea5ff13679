import { Link } from 'react-router';
import { buttonClass } from './ui/Button';

const TEXT = {
  403: 'You do not have permission to view this page.',
  404: 'This page does not exist.',
} as const;

/** A whole-page 403 or 404; `message` (e.g. the server's) replaces the standard text. */
export function ErrorPage({ status, message }: { status: 403 | 404; message?: string }) {
  return (
    <section className="tessera-result">
      <span className="tessera-result-icon" aria-hidden="true">
        !
      </span>
      <h1 className="tessera-result-title">{status}</h1>
      <p className="tessera-result-text">{message || TEXT[status]}</p>
      <Link to="/" className={buttonClass('primary')}>
        Back home
      </Link>
    </section>
  );
}
