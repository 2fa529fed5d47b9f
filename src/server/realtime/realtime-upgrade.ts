import type { EventEmitter } from 'node:events';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { apiAnswerHeaders } from '../http/security-headers.ts';
import { addressKey } from './address-key.ts';
import { readHandshake } from './handshake-request.ts';
import { checkRealtimeToken } from './realtime-token.ts';
import { RealtimeSocket, type RealtimeDeps } from './realtime-socket.ts';
import { SocketsPerAddress } from './sockets-per-address.ts';

const apiHeaderLines = Object.entries(apiAnswerHeaders).map(([name, value]) => `${name}: ${value}`);

/** An HTTP answer to an upgrade request, then the connection's end. */
function refuse(socket: Duplex, status: number, body: { error: string; code?: string }): void {
  const text = JSON.stringify(body);
  // Ended, and then destroyed: a client that keeps its half open would otherwise hold it.
  socket.once('finish', () => socket.destroy());
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(text)}`,
      'Connection: close',
      ...apiHeaderLines,
    ].join('\r\n') + `\r\n\r\n${text}`,
  );
}

export interface RealtimeSockets {
  /** Takes the HTTP server's upgrade requests: /realtime/v1/websocket, and refuses others. */
  attach(server: EventEmitter): void;
  /** Closes every socket (the server is stopping); clients reconnect to whoever serves next. */
  close(): void;
}

/**
 * The WebSocket endpoint. The key is checked before the upgrade, so a refused client gets an
 * HTTP status and `{"error": …}` (§6.1) and never a socket. Upgrade requests are answered here,
 * outside Hono, so every answer carries the API's security headers itself.
 */
export function createRealtimeSockets(deps: RealtimeDeps): RealtimeSockets {
  const wss = new WebSocketServer({ noServer: true, maxPayload: deps.limits.maxFrameBytes });
  const perAddress = new SocketsPerAddress(deps.limits.socketsPerAddress);
  // A handshake `ws` cannot take (no Sec-WebSocket-Key, an unknown version…) is refused here
  // rather than by `ws` itself, whose answer would lack the headers.
  wss.on('wsClientError', (error: Error, socket: Duplex) =>
    refuse(socket, 400, { error: error.message }),
  );
  wss.on('headers', (headers: string[]) => headers.push(...apiHeaderLines));

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    const asked = readHandshake(url, request.headers);
    if ('error' in asked) return refuse(socket, asked.status, { error: asked.error });
    const check = await checkRealtimeToken(deps.verifyApiToken, asked.token, { url: url.href });
    if ('problem' in check) return refuse(socket, 401, { error: check.problem.message });
    wss.handleUpgrade(request, socket, head, (ws) => {
      new RealtimeSocket(ws, { ...asked, url: url.href }, deps);
    });
  };
  return {
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        // Node leaves an upgraded connection's errors (a reset, a write after the client left)
        // to whoever took it; unheard, one would end the process.
        socket.on('error', () => undefined);
        if (socket.destroyed) return;
        // Counted from the request on, so that handshakes still being checked count too.
        const address = addressKey(request.socket.remoteAddress);
        if (!perAddress.take(address)) {
          return refuse(socket, 429, {
            code: 'ConnectionRateLimitReached',
            error: 'Too many connections from this address',
          });
        }
        socket.once('close', () => perAddress.release(address));
        upgrade(request, socket, head).catch((error: unknown) => {
          deps.logger.error({ err: error }, 'realtime: upgrade failed');
          refuse(socket, 500, { error: 'Error connecting to Realtime' });
        });
      });
    },
    close() {
      for (const client of wss.clients) client.close(1012, 'server restarting');
      wss.close();
    },
  };
}
