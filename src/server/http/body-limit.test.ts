import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, limitBody, readBoundedBody } from './body-limit.ts';

/** A body sent in chunks with no Content-Length, as Transfer-Encoding: chunked sends one. */
function chunked(chunks: number, size: number) {
  let sent = 0;
  // A high-water mark of 0: a chunk is made only when the reader asks for it.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent === chunks) controller.close();
        else controller.enqueue(new Uint8Array(size).fill(97));
        sent += 1;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, sent: () => sent };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBoundedBody', () => {
  it('reads a body within the bound whole', async () => {
    expect(Buffer.from(await readBoundedBody(post('hello'), 5)).toString()).toBe('hello');
    const { stream } = chunked(4, 10);
    expect((await readBoundedBody(post(stream), 40)).byteLength).toBe(40);
    expect((await readBoundedBody(new Request('http://x/'), 0)).byteLength).toBe(0);
  });

  it('refuses a declared Content-Length past the bound without reading a byte', async () => {
    const { stream, sent } = chunked(100, 10);
    const request = post(stream, { 'Content-Length': '1000' });
    await expect(readBoundedBody(request, 999)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(sent()).toBe(0);
  });

  it('stops reading a chunked body at its first chunk past the bound', async () => {
    const { stream, sent } = chunked(1000, 1000);
    await expect(readBoundedBody(post(stream), 4500)).rejects.toThrow(
      'The request body is larger than 4500 bytes.',
    );
    expect(sent()).toBe(5);
  });
});

describe('limitBody', () => {
  const app = new Hono();
  app.use(limitBody(10));
  app.post('/', async (c) => c.json({ text: await c.req.text(), again: await c.req.text() }));
  app.use(
    '/own/*',
    limitBody(4, (error) => new Response(`own ${error.maxBytes}`, { status: 413 })),
  );
  app.post('/own/x', (c) => c.text('read'));

  it('lets handlers read a bounded body as usual, more than once', async () => {
    const answer = await app.request(post('0123456789'));
    expect(await answer.json()).toEqual({ text: '0123456789', again: '0123456789' });
  });

  it('answers 413 body_too_large past the bound, chunked or declared', async () => {
    for (const request of [post('01234567890'), post(chunked(3, 4).stream)]) {
      const answer = await app.request(request);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({
        code: 'body_too_large',
        message: 'The request body is larger than 10 bytes.',
      });
    }
  });

  it("answers in a route's own words where it has them", async () => {
    const answer = await app.request(
      new Request('http://x/own/x', { method: 'POST', body: 'abcde' }),
    );
    expect([answer.status, await answer.text()]).toEqual([413, 'own 4']);
  });
});
