import { describe, expect, it } from 'vitest';
import { restErrorFromDatabase, statusForSqlState } from './database-error.ts';

describe('statusForSqlState', () => {
  it.each([
    ['42501', 'permission denied for table notes', 'anon', 401],
    ['42501', 'permission denied for table notes', 'authenticated', 403],
    ['23505', 'duplicate key', 'anon', 409],
    ['23503', 'violates foreign key', 'anon', 409],
    ['22P02', 'invalid input syntax for type integer', 'anon', 400],
    ['42703', 'column users.nope does not exist', 'anon', 400],
    ['P0001', 'Nope, not today', 'anon', 400],
    ['25006', 'cannot execute UPDATE in a read-only transaction', 'anon', 405],
    ['42P01', 'relation does not exist', 'anon', 404],
    ['42883', 'function f() does not exist', 'anon', 404],
    ['22023', 'role "admin" does not exist', 'anon', 401],
    ['22023', 'invalid parameter value', 'anon', 400],
    ['57014', 'canceling statement due to statement timeout', 'anon', 500],
    ['53300', 'too many connections', 'anon', 503],
    ['PT402', 'payment required', 'anon', 402],
  ])('%s (%s) as %s is %i', (code, message, role, status) => {
    expect(statusForSqlState(code, message, role)).toBe(status);
  });
});

describe('restErrorFromDatabase', () => {
  it('keeps the server message, detail and hint', () => {
    const error = restErrorFromDatabase(
      { code: 'P0001', message: 'Nope, not today', detail: 'It is closed', hint: 'Try tomorrow' },
      'anon',
    );
    expect(error.status).toBe(400);
    expect(error.toJSON()).toEqual({
      code: 'P0001',
      details: 'It is closed',
      hint: 'Try tomorrow',
      message: 'Nope, not today',
    });
  });

  it('takes status, headers and body from a PGRST raise', () => {
    const error = restErrorFromDatabase(
      {
        code: 'PGRST',
        message: '{"code":"123","message":"Payment Required","details":"Quota exceeded"}',
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      },
      'anon',
    );
    expect(error.status).toBe(402);
    expect(error.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' });
    expect(error.toJSON()).toEqual({
      code: '123',
      details: 'Quota exceeded',
      hint: null,
      message: 'Payment Required',
    });
    expect(restErrorFromDatabase({ code: 'PGRST', message: 'not json' }, 'anon').code).toBe(
      'PGRST121',
    );
  });
});
