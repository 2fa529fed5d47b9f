import type { Context, MiddlewareHandler } from 'hono';

/** What any body the server reads whole may hold, unless its API sets its own bound. */
export const defaultMaxBodyBytes = 1024 * 1024;

/** A body past its bound: refused with 413, never read to its end. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.maxBytes = maxBytes;
  }
}

/** Past this much more than its bound, a refused body is cut off rather than read to its end. */
const drainAtMost = 16 * 1024 * 1024;

/**
 * Reads and discards the rest of a refused body, so that a client still sending can finish it
 * and read the refusal, on a connection fit for its next request. Callers do not wait for it:
 * a client that stops sending must not hold the refusal back (the HTTP server closes its
 * connection once the answer is out, which ends this read with an error, an expected end).
 */
export async function drain(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  atMost = drainAtMost,
): Promise<void> {
  let read = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      read += chunk.value.byteLength;
      if (read > atMost) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The connection closed: there is nothing left to read.
  }
}

/**
 * Reads a request's body whole, holding at most `maxBytes` of it: a declared Content-Length
 * past the bound is refused before the body is touched (the HTTP server drains it after the
 * answer), and a chunked body (no Content-Length) is counted as it arrives and refused at its
 * first byte past the bound, the rest drained meanwhile. Throws BodyTooLargeError.
 */
export async function readBoundedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw new BodyTooLargeError(maxBytes);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      void drain(reader);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, size);
}

/** The 413 of the routes that have no protocol of their own to say it in. */
export const bodyTooLarge = (error: BodyTooLargeError): Response =>
  Response.json(
    { code: 'body_too_large', message: error.message },
    { status: 413, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * Bounds the body before any handler reads it: past `maxBytes` the request is answered
 * `tooLarge`; within it, the body is held in memory, so handlers read it as usual
 * (`c.req.text()`, `json()`, `parseBody()`) and as often as they like.
 */
export function limitBody(
  maxBytes: number,
  tooLarge: (error: BodyTooLargeError, c: Context) => Response | Promise<Response> = bodyTooLarge,
): MiddlewareHandler {
  return async (c, next) => {
    // Asked of the method, not of the body: opening the body takes it from the HTTP server,
    // which drains what a refused request leaves unread.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBoundedBody(c.req.raw, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge(error, c);
      throw error;
    }
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
}
