import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method: string;
  headers?: Record<string, string>;
  /** Sent whole, with its Content-Length. */
  body?: string;
  /** Sent as `count` chunks of `size` bytes, with Transfer-Encoding: chunked and no length. */
  chunks?: { size: number; count: number };
  /** With chunks: leave the body unfinished, as a client that is still sending would. */
  stall?: boolean;
  timeoutMs?: number;
}

/**
 * One request through node:http rather than fetch, for what fetch will not send: a header named
 * `__proto__`, a chunked body of a given size, or one never finished (a server that waits for
 * the whole of it before answering never answers). Rejects when no answer comes in time.
 */
export function rawRequest(url: string, request: RawRequest): Promise<RawAnswer> {
  const { method, headers = {}, body, chunks, stall = false, timeoutMs = 10_000 } = request;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`No answer to ${method} ${url} within ${timeoutMs} ms`));
    }, timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.on('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (part: string) => (text += part));
      incoming.on('end', () => {
        clearTimeout(timer);
        // A body the server did not wait for would otherwise hold the socket open.
        if (!outgoing.writableFinished) outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text });
      });
    });
    for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
    if (chunks === undefined) {
      outgoing.end(body);
      return;
    }
    // Said outright: node:http chunks only some methods' bodies by itself (not DELETE's).
    if (!outgoing.hasHeader('Content-Length')) outgoing.setHeader('Transfer-Encoding', 'chunked');
    const chunk = Buffer.alloc(chunks.size, 'a');
    let sent = 0;
    // Waits for the socket to take each chunk, so a server that stops reading stops the sending.
    const sendMore = () => {
      while (sent < chunks.count) {
        sent += 1;
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', sendMore);
          return;
        }
      }
      if (!stall) outgoing.end();
    };
    sendMore();
  });
}
