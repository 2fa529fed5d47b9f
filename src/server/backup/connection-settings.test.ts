import { describe, expect, it } from 'vitest';
import { describeDatabase, toolConnection } from './connection-settings.ts';

describe('the connection pg_dump and pg_restore are given', () => {
  it('takes the password out of the URL and into PGPASSWORD', () => {
    expect(
      toolConnection('postgres://booking:p%40ss%2Fw@db.internal:6543/prod?sslmode=require'),
    ).toEqual({
      dbname: 'postgres://booking@db.internal:6543/prod?sslmode=require',
      env: { PGPASSWORD: 'p@ss/w' },
    });
  });

  it('sets no PGPASSWORD when the URL has none, so ~/.pgpass or trust still apply', () => {
    expect(toolConnection('postgres://postgres@127.0.0.1:5432/test')).toEqual({
      dbname: 'postgres://postgres@127.0.0.1:5432/test',
      env: {},
    });
  });

  it('names the database without its password', () => {
    expect(describeDatabase('postgresql://u:secret@h/d')).toBe('postgresql://u@h/d');
  });
});
