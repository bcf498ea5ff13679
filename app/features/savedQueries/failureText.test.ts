import { describe, expect, it } from 'vitest';
import { normalizeError } from '@common/errors/normalizeError';
import { ApiError } from '@app/api/client';
import { failureText } from './failureText';

const refused = (message: string) =>
  new ApiError(normalizeError({ kind: 'response', status: 400, body: { message } }));

describe('failureText', () => {
  it('adds the server’s detail after the page’s message', () => {
    expect(failureText('Your query could not be updated.', refused('Name is taken'))).toBe(
      'Your query could not be updated. Name is taken',
    );
  });

  it('does not repeat a message the server already starts with', () => {
    const error = refused('Your query could not be scheduled. Unknown time zone "Mars".');
    expect(failureText('Your query could not be scheduled.', error)).toBe(
      'Your query could not be scheduled. Unknown time zone "Mars".',
    );
  });

  it('keeps the page’s message alone for an error that is not an API answer', () => {
    expect(failureText('Your query could not be updated.', new Error('boom'))).toBe(
      'Your query could not be updated.',
    );
  });
});
