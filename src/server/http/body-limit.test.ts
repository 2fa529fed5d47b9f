import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { BodyTooLargeError, drain, limitBody, readBoundedBody } from './body-limit.ts';

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

  it('refuses a chunked body at its first chunk past the bound, and drains the rest', async () => {
    // Five chunks, then nothing: a client that stopped sending and never ends its body.
    let pulls = 0;
    const stalled = new ReadableStream<Uint8Array>(
      {
        pull: (controller) => {
          pulls += 1;
          if (pulls <= 5) controller.enqueue(new Uint8Array(1000));
          else return new Promise<void>(() => undefined);
        },
      },
      { highWaterMark: 0 },
    );
    await expect(readBoundedBody(post(stalled), 4500)).rejects.toThrow(
      'The request body is larger than 4500 bytes.',
    );
    const { stream, sent } = chunked(1000, 1000);
    await expect(readBoundedBody(post(stream), 4500)).rejects.toBeInstanceOf(BodyTooLargeError);
    // The last pull closes the stream.
    await vi.waitFor(() => expect(sent()).toBe(1001));
  });
});

describe('drain', () => {
  it('reads a body to its end, or cancels it past what it reads at most', async () => {
    const whole = chunked(10, 100);
    await drain(whole.stream.getReader(), 10_000);
    expect(whole.sent()).toBe(11);
    const long = chunked(1000, 100);
    await drain(long.stream.getReader(), 1000);
    expect(long.sent()).toBe(11);
  });

  it('ends quietly when the body fails, as when its connection closes', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new Error('connection lost')),
    });
    await expect(drain(failing.getReader())).resolves.toBeUndefined();
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
