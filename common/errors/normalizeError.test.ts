import { describe, expect, it } from 'vitest';
import { normalizeError, SESSION_TIMED_OUT_MESSAGE, TIMEOUT_HINTS } from './normalizeError';

describe('normalizeError', () => {
  it('takes message, description and link from the first entry of an errors list', () => {
    const result = normalizeError({
      kind: 'response',
      status: 422,
      body: {
        errors: [
          {
            message: 'Table missing',
            error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
            level: 'error',
            extra: { description: 'No such table', link: 'https://example.test/doc' },
          },
          { message: 'second', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error', extra: {} },
        ],
      },
    });
    expect(result.error).toBe('Table missing');
    expect(result.description).toBe('No such table');
    expect(result.link).toBe('https://example.test/doc');
    expect(result.errors).toHaveLength(2);
  });

  it('takes the first value of a message object, or Invalid input', () => {
    const withValue = normalizeError({
      kind: 'response',
      status: 400,
      body: { message: { username: ['Missing data for required field.'] } },
    });
    expect(withValue.error).toBe('Missing data for required field.');
    expect(withValue.statusText).toBe('Bad request');
    const empty = normalizeError({ kind: 'response', status: 400, body: { message: {} } });
    expect(empty.error).toBe('Invalid input');
  });

  it('reports a stack as an unexpected error with its description', () => {
    const result = normalizeError({
      kind: 'response',
      status: 500,
      body: { stack: 'at x', description: 'boom' },
    });
    expect(result.error).toBe('Unexpected error: boom');
  });

  it('turns a CSRF response text into the session timed out message', () => {
    const result = normalizeError({
      kind: 'response',
      status: 400,
      body: 'The CSRF token is missing.',
    });
    expect(result.error).toBe(SESSION_TIMED_OUT_MESSAGE);
  });

  it('names network failures and time-outs', () => {
    expect(normalizeError({ kind: 'network' }).error).toBe('Network error');
    const timeout = normalizeError({ kind: 'timeout' });
    expect(timeout.error).toBe('Request timed out');
    expect(timeout.hints).toEqual([...TIMEOUT_HINTS]);
  });

  it('falls back to An error occurred', () => {
    expect(normalizeError({ kind: 'response', status: 502, body: { foo: 1 } }).error).toBe(
      'An error occurred',
    );
    expect(normalizeError({ kind: 'response', status: 502, body: null }).statusText).toBe(
      'Bad gateway',
    );
  });
});
