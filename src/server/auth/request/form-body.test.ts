import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors/auth-error.ts';
import { readFormBody } from './form-body.ts';

describe('readFormBody', () => {
  const app = new Hono();
  app.post('/', async (c) => {
    try {
      return c.json(Object.entries(await readFormBody(c)));
    } catch (error) {
      const { status, code, message } = error as AuthError;
      return c.json({ status, code, message });
    }
  });
  const post = (body: BodyInit, type?: string) =>
    app.request('/', {
      method: 'POST',
      body,
      headers: type === undefined ? {} : { 'Content-Type': type },
    });

  it('reads urlencoded and multipart forms, a field named __proto__ as a field', async () => {
    const form = new FormData();
    form.set('SAMLResponse', 'x');
    expect(await (await post(form)).json()).toEqual([['SAMLResponse', 'x']]);
    const urlencoded = await post('__proto__=p&state=s', 'application/x-www-form-urlencoded');
    expect(await urlencoded.json()).toEqual([
      ['__proto__', 'p'],
      ['state', 's'],
    ]);
  });

  it('refuses a body that is not the form its Content-Type says with 400 validation_failed', async () => {
    const answer = await post('\u0000', 'multipart/form-data; boundary=----hostile');
    expect(await answer.json()).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid request body: it is not the form its Content-Type says',
    });
  });
});
