import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { answerUnhandledError } from './unhandled-error.ts';

/** An error as the database drivers throw one: a message and its SQLSTATE. */
const databaseError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('answerUnhandledError', () => {
  const logs: { level: number; msg: string }[] = [];
  const logger = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    }),
  );
  const app = new Hono();
  app.onError(answerUnhandledError(logger));
  const thrown = new Map<string, Error>([
    ['nul', databaseError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    [
      'range',
      databaseError('22003', 'value "99999999999999999999" is out of range for type bigint'),
    ],
    ['escape', databaseError('22P05', 'unsupported Unicode escape sequence')],
    ['deadlock', databaseError('40P01', 'deadlock detected')],
    ['bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
  ]);
  app.get('/:case', (c) => {
    throw thrown.get(c.req.param('case'));
  });

  it("answers a data exception (class 22) 400 invalid_input, in the database's words", async () => {
    for (const [name, message] of [
      ['nul', 'invalid byte sequence for encoding "UTF8": 0x00'],
      ['range', 'value "99999999999999999999" is out of range for type bigint'],
      ['escape', 'unsupported Unicode escape sequence'],
    ]) {
      const answer = await app.request(`/${name}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        code: 'invalid_input',
        message: `The request holds a value the server cannot take: ${message}`,
      });
    }
  });

  it('answers any other error 500 internal_error, saying nothing of it, and logs it', async () => {
    for (const name of ['deadlock', 'bug']) {
      const answer = await app.request(`/${name}`);
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({
        code: 'internal_error',
        message: 'The server could not complete the request.',
      });
    }
    expect(logs.filter((line) => line.msg === 'unhandled error')).toHaveLength(2);
  });
});
